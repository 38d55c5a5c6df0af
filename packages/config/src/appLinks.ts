/**
 * Where links into the bank's own app may point: its URL scheme (`evergreen:`) or the https
 * origin of its universal links. A link an API answers with (PSD2's `appUrl`) is only put into a
 * button or a QR code when it matches one of these.
 */
export const defaultAppLinkOrigins = ['evergreen:', 'https://app.evergreen.example'] as const;

/** The app's PSD2 release screen as a universal link of the default origin: the API's default. */
export const defaultPsd2AppLink = `${defaultAppLinkOrigins[1]}/psd2`;

/** Schemes that are never the app's own: they open web pages, run code or carry a document. */
const foreignSchemes = new Set(['http:', 'https:', 'javascript:', 'data:', 'blob:', 'file:', 'about:', 'vbscript:', 'ftp:']);

/**
 * Parses `APP_LINK_ORIGINS`: a comma-separated list of app schemes (`evergreen:`) and https
 * origins (`https://app.evergreen.example`). Anything else is a build error.
 */
export function parseAppLinkOrigins(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('APP_LINK_ORIGINS must name at least one app scheme or https origin.');
  return entries.map((entry) => {
    if (/^[a-z][a-z0-9+.-]*:$/i.test(entry)) {
      const scheme = entry.toLowerCase();
      if (foreignSchemes.has(scheme)) throw new Error(`APP_LINK_ORIGINS: '${entry}' is not an app scheme.`);
      return scheme;
    }
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || url.protocol !== 'https:' || entry.replace(/\/+$/, '') !== url.origin) {
      throw new Error(`APP_LINK_ORIGINS: '${entry}' is neither an app scheme ('evergreen:') nor an https origin.`);
    }
    return url.origin;
  });
}

/** `candidate` when it opens the app (its scheme or universal-link origin is allowed), else undefined. */
export function trustedAppUrl(candidate: unknown, allowed: readonly string[]): string | undefined {
  if (typeof candidate !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  const ok = allowed.some((entry) => (entry.endsWith(':') ? url.protocol === entry : url.origin === entry));
  return ok ? url.href : undefined;
}
