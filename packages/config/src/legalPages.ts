import type { SiteConfig } from './siteConfig';

/**
 * Paths of the legal pages on the marketing site, below `/{locale}`. Both apps and the consent
 * dialog link to them through legalUrl, so a page moves in one place.
 */
export const legalPages = {
  imprint: '/legal/imprint/',
  privacy: '/legal/privacy/',
  terms: '/legal/terms/',
  accessibility: '/legal/accessibility/',
  partners: '/legal/partners/',
  appPrivacy: '/legal/app-privacy/',
} as const;

export type LegalPageKind = keyof typeof legalPages;

/** `/{locale}/legal/...` for links inside the marketing site. */
export function legalPath(locale: string, kind: LegalPageKind): string {
  return `/${locale}${legalPages[kind]}`;
}

/** Absolute URL, for links from the registration app to the marketing site. */
export function legalUrl(config: Pick<SiteConfig, 'siteUrl'>, locale: string, kind: LegalPageKind): string {
  return `${config.siteUrl}${legalPath(locale, kind)}`;
}
