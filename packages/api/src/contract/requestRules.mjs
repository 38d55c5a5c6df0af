// What every request to the API meets before any route, written once for the two places that
// see it first: the Worker's entry (apps/api src/index.ts) and the local static server's `/api`
// proxy (scripts/serve.mjs, plain Node, hence plain JavaScript; requestRules.d.mts types it).

/** Largest body any call takes (the biggest real one, a registration, is under 1 KB). */
export const maxBodyBytes = 16 * 1024;

/**
 * How much of a body over the limit is still read, and dropped, before its 413 goes out: a client
 * that keeps sending reads the answer, and a proxy that streams the body on (wrangler dev's) is
 * left whole. Past this much the connection is given up.
 */
export const maxDrainBytes = 8 * 1024 * 1024;

/**
 * Whether a path, as sent (before `?`), has a segment that a URL parser or a server decoding
 * it would treat as another place: `.` or `..` raw or percent-encoded in any case (`%2e%2E`,
 * `.%2e`), or a segment whose decoding holds a slash or backslash (`..%2f`), or cannot be
 * decoded at all. Such a path is refused with 404 before it is routed, so no route is chosen by
 * a path the client made up.
 */
export function hasDotSegment(path) {
  const pathOnly = path.replace(/[?#][^]*$/, '');
  return pathOnly.split(/[/\\]/).some((segment) => {
    if (!segment.includes('.') && !segment.includes('%')) return false;
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded);
  });
}
