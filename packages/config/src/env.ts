/**
 * How both build-time readers (the site's configuration here, the consent layer's in
 * @site/consent) read environment variables, so a blank value or an origin means the same
 * everywhere.
 */
export type Env = Record<string, string | undefined>;

/** A variable's value, trimmed; unset and blank both read as `undefined` (the default applies). */
export function envValue(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * An absolute http(s) URL without trailing slashes, so paths can be appended with `/`;
 * anything else stops the build with a message naming the variable.
 */
export function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got '${value}'.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got '${value}'.`);
  }
  return value.replace(/\/+$/, '');
}
