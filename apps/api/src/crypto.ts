/**
 * Tokens, hashes and passwords with WebCrypto only (no WASM, nothing native), so the same code
 * runs in workerd locally and on Cloudflare.
 */
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random token of 32 bytes (256 bits), URL-safe; only its hash is ever stored. */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A random row id. */
export function randomId(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * SHA-256 of a token, hex. Enough for random 256-bit tokens (nothing to guess, so no salt or
 * slow hash is needed); the fixture links' readable tokens are stored the same way.
 */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** OWASP Password Storage Cheat Sheet: PBKDF2-HMAC-SHA256 with 600,000 iterations. */
export const passwordIterations = 600_000;

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** Standard base64 without padding: the `B64` of the PHC string format. */
function b64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '');
}

/**
 * A password's hash in the PHC string format, `$pbkdf2-sha256$i=<iterations>$<salt>$<key>` (B64),
 * which the bank's core system reads as it is (the iteration count travels with it, so it can grow).
 */
export async function hashPassword(password: string, iterations = passwordIterations): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await pbkdf2(password, salt, iterations);
  return `$pbkdf2-sha256$i=${iterations}$${b64(salt)}$${b64(key)}`;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Compares a presented secret with the configured one without leaking where they differ. */
export async function secretMatches(presented: string, configured: string): Promise<boolean> {
  const [a, b] = await Promise.all([presented, configured].map((s) => crypto.subtle.digest('SHA-256', encoder.encode(s))));
  return equalBytes(new Uint8Array(a as ArrayBuffer), new Uint8Array(b as ArrayBuffer));
}
