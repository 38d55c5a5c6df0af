/**
 * Seam to the consent layer (@site/consent, built by the consent engineer).
 *
 * TODO(consent): replace both functions with the @site/consent API once it is on main:
 * - openCookieSettings: switch the consent banner to its settings view (§4).
 * - readWebSessionId: the WSID cookie (§9) that @site/consent creates when tracking consent is
 *   given and deletes when it is withdrawn. Registration sends whatever it returns.
 */
export function openCookieSettings(): void {
  // No-op until @site/consent lands: the button is rendered and wired to this one place.
}

const WSID = /^[A-Za-z0-9_-]{21}$/;

export function readWebSessionId(cookie: string = document.cookie): string | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('WSID='))
    ?.slice('WSID='.length);
  return value !== undefined && WSID.test(value) ? value : undefined;
}
