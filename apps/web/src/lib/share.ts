/**
 * LinkedIn's share-offsite endpoint: a plain link, so no LinkedIn script and no request to
 * LinkedIn happen until the visitor clicks.
 */
export function linkedInShareUrl(pageUrl: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`;
}
