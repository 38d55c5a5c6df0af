import { secretMatches } from '../crypto';

/** `Authorization: Bearer <secret>` against a configured secret; false when either is missing. */
export async function bearerMatches(header: string | undefined, secret: string | undefined): Promise<boolean> {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return Boolean(secret && presented && (await secretMatches(presented, secret)));
}
