import { readApiConfig, type ApiConfig } from '@site/api';
import { readLegalIdentity, readSiteConfig, type Env, type LegalIdentity, type SiteConfig } from '@site/config';
import { readConsentConfig, type ConsentConfig } from '@site/consent/config';
import { isContentPreview } from '@site/content';
import { isStrictI18n, locales, type Locale } from '@site/i18n';
// Relative, not `@/`: next.config.ts loads this module in Node, outside the bundler's aliases.
import { crashFallbackTexts } from './lib/crashFallback';
import { supportContact } from './lib/supportContact';

/**
 * The site's configuration, read from the environment once, at build time, and validated: an
 * invalid value stops the build with the variable's name (docs/configuration.md). This is
 * the one module of apps/web/src that reads `process.env` (a lint rule keeps it so).
 */
export interface WebConfig {
  /** Brand, partner bank, the site's and the apps' addresses, contact. */
  site: SiteConfig;
  /** Who offers the account: the company, the partner bank, the deposit guarantee scheme. */
  identity: LegalIdentity;
  /** The consent layer: vendors, Bugsnag, attribution, cookie domain, policy revision. */
  consent: ConsentConfig;
  /** Where the API lives and its timeout. */
  api: ApiConfig;
  /** CONTENTFUL_PREVIEW=1, an editor preview: every page noindex, empty sitemap, a bar says so. */
  preview: boolean;
  /** A missing message fails the build instead of showing its key (I18N_STRICT). */
  strictI18n: boolean;
  /** E2E_PAGES=1, the test command's builds: the e2e-only routes (`page.e2e.tsx`) are compiled. */
  e2ePages: boolean;
  /**
   * TYPES_CHECKED=1, the test command's builds: `pnpm lint` checked this source's types already
   * (`next typegen` and `tsc --noEmit`), so `next build` skips its own check of them.
   */
  typesChecked: boolean;
}

export function readWebConfig(env: Env): WebConfig {
  return {
    site: readSiteConfig(env),
    identity: readLegalIdentity(env),
    consent: readConsentConfig(env),
    api: readApiConfig(env),
    preview: isContentPreview(env),
    strictI18n: isStrictI18n(env),
    e2ePages: env.E2E_PAGES === '1',
    typesChecked: env.TYPES_CHECKED === '1',
  };
}

/**
 * What the browser bundle gets of it, compiled in by next.config.ts (`compiler.define`, declared
 * in src/buildConstants.d.ts; Next takes strings, numbers and booleans, so the crash texts are
 * JSON): the API's address and timeout, and the crash fallback's texts
 * (lib/crashFallback.ts), each locale's on its own.
 */
export function browserConstants(config: WebConfig) {
  const texts = crashFallbackTexts(config.site, config.consent);
  const headlines = Object.fromEntries(locales.map((locale) => [locale, texts[locale].messages.Errors.generic]));
  return {
    __API_BASE_URL__: config.api.baseUrl,
    __API_TIMEOUT_MS__: config.api.timeoutMs,
    __CRASH_FALLBACK_HEADLINES__: JSON.stringify(headlines),
    __CRASH_FALLBACK_DE_DE__: JSON.stringify(texts['de-DE']),
    __CRASH_FALLBACK_EN_EU__: JSON.stringify(texts['en-EU']),
  } satisfies Record<string, string | number | boolean>;
}

/** This build's configuration; server side only (pages, layouts, metadata, next.config.ts). */
export const webConfig = readWebConfig(process.env);
export const { site: siteConfig, identity: legalIdentity, consent: consentConfig, preview: isPreviewBuild, strictI18n } = webConfig;

/** Where the support buttons of a page in `locale` lead (chat, support site, e-mail). */
export const pageSupport = (locale: Locale) => supportContact(siteConfig, consentConfig, locale);
