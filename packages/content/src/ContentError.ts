/** A missing or malformed piece of content; the message names where to fix it. */
export class ContentError extends Error {
  constructor(
    readonly where: { entryId: string; contentType: string; field: string; locale: string },
    readonly problem: string,
  ) {
    super(
      `Content error in entry '${where.entryId}' (content type '${where.contentType}'), ` +
        `field '${where.field}', locale '${where.locale}': ${problem}`,
    );
    this.name = 'ContentError';
  }
}
