import type { SiteConfig } from './siteConfig';

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, until when the file
 * is valid (a year after the build; the deploy workflow rebuilds far more often), the languages
 * reports are read in, and the file's own canonical URL.
 */
export function securityTxt(config: Pick<SiteConfig, 'securityContact' | 'siteUrl'>, builtAt: Date): string {
  const expires = new Date(builtAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: ${config.securityContact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: de, en',
    `Canonical: ${config.siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}
