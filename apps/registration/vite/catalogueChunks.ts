import type { SiteConfig } from '@site/config';
import { consentSettingsTexts, type ConsentMessages } from '@site/consent';
import { locales, type Locale, type Messages } from '@site/i18n';
import { legalCatalogue, type FooterLegal } from './legalMessages';
import { linkCatalogue, planCatalogue } from './pageLinks';
import type { PlanChoice } from '@site/content/plans';
import { pickMessages } from '@site/i18n/web';
import { registrationMessages } from '@site/i18n/registration';
import type { LocaleCatalogue } from '../src/i18n/catalogues';
import { writeLocalePages } from './localePages';
import { precompile } from './precompile';

/**
 * Only what this app renders goes into a locale's catalogue chunk: its own namespaces whole,
 * and of the namespaces shared with the site only the keys it uses, so texts others add there
 * do not grow this bundle. A key missing from these lists fails loudly: e2e builds use strict
 * i18n (§8), so the page crashes and the specs fail.
 */
const ownNamespaces = [
  'RegistrationError',
  'RegistrationFooter',
  'RegistrationForm',
  'RegistrationPage',
  'RegistrationSuccess',
];
const sharedKeys: Record<string, readonly string[]> = {
  Common: ['skipToContent', 'externalLink'],
  Errors: ['offline', 'invalidPasswordOrTerms', 'registrationFailed', 'registrationFailedText', 'rateLimited', 'rateLimitedLater', 'turnstileFailed'],
  Footer: ['label', 'appStore', 'playStore', 'cookieSettings', 'copyright', 'legal', 'terms', 'imprint', 'privacy'],
  Validation: [
    'required',
    'email',
    'maxLength',
    'nameCharacters',
    'nameLink',
    'emailLabel',
    'passwordLabel',
    'passwordShow',
    'passwordRule',
    'passwordLength',
    'passwordLower',
    'passwordUpper',
    'passwordDigit',
    'passwordSpecial',
    'passwordValid',
    'passwordInvalid',
    'criterionMet',
    'criterionNotMet',
  ],
};

export function renderedMessages(messages: Messages): Messages {
  const shared = Object.entries(sharedKeys).map(([namespace, keys]) => {
    const all = pickMessages(messages, [namespace])[namespace] as Messages;
    return [namespace, Object.fromEntries(keys.map((key) => [key, all[key]]))];
  });
  return { ...pickMessages(messages, ownNamespaces), ...Object.fromEntries(shared) };
}

/**
 * A locale's catalogue: the compiled texts, and the consent settings' texts as plain strings (the
 * consent dialog fills its own `{name}` placeholders; the same code runs in Next). The summary's
 * texts are in the page's HTML as markup (./localePages.ts), not in the catalogue. The success
 * state's app screen, drawn at build time, comes as `RegistrationSuccess.screen` (./appScreen.ts:
 * alt text with its figures formatted, files and size), so the script carries none of it; the
 * addresses the pages link as `RegistrationLinks` and the plans' names as `RegistrationPlans`
 * (./pageLinks.ts).
 */
export function catalogueOf(
  locale: Locale,
  siteConfig: SiteConfig,
  legal: FooterLegal,
  appScreen: Record<Locale, Messages>,
  plans: Record<Locale, readonly PlanChoice[]>,
): LocaleCatalogue {
  const messages = registrationMessages(locale, siteConfig);
  const consent = consentSettingsTexts(messages.Consent as unknown as ConsentMessages);
  const rendered = renderedMessages(messages);
  const success = { ...(rendered.RegistrationSuccess as Messages), screen: appScreen[locale]! };
  return {
    messages: {
      ...precompile({ ...rendered, RegistrationSuccess: success }),
      RegistrationLegal: legalCatalogue(messages, legal, siteConfig.siteUrl, locale),
      RegistrationLinks: linkCatalogue(siteConfig, legal.identity.partnerBank.documents, locale),
      RegistrationPlans: planCatalogue(plans[locale]),
    },
    consent,
  };
}

const prefix = 'virtual:registration-catalogue/';
const catalogueId = '\0registration-catalogue:';

/** The locale of a catalogue module's resolved id, undefined for any other module. */
export const localeOfCatalogue = (id: string | null | undefined) =>
  id?.startsWith(catalogueId) ? id.slice(catalogueId.length) : undefined;

/** `catalogue-<locale>-<hash>.js`: the bench leaves the catalogue chunks out of a page's JS by name. */
export function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const locale = localeOfCatalogue(chunk.facadeModuleId);
  return locale === undefined ? 'assets/[name]-[hash].js' : `assets/catalogue-${locale}-[hash].js`;
}

/**
 * Each locale's page carries its catalogue as a JSON data block (./localePages.ts), written once
 * the bundle is; the other locale's, for the language switcher, is a chunk per locale
 * (src/i18n/catalogues.ts imports `virtual:registration-catalogue/<locale>`), so a visitor
 * downloads the texts of one language unless they switch.
 */
export function registrationCatalogues(
  siteConfig: SiteConfig,
  legal: FooterLegal,
  appScreen: Record<Locale, Messages>,
  plans: Record<Locale, readonly PlanChoice[]>,
) {
  /** Font files of the bundle: the one Inter file registration.css declares. */
  const fonts: string[] = [];
  return {
    name: 'registration-catalogues',
    resolveId: (id: string) => (id.startsWith(prefix) ? catalogueId + id.slice(prefix.length) : undefined),
    load(id: string) {
      const locale = localeOfCatalogue(id);
      if (locale === undefined) return undefined;
      if (!(locales as readonly string[]).includes(locale)) throw new Error(`No catalogue for locale "${locale}".`);
      return `export default ${JSON.stringify(catalogueOf(locale as Locale, siteConfig, legal, appScreen, plans))};`;
    },
    generateBundle(_options: unknown, bundle: Record<string, { type: string; facadeModuleId?: string | null }>) {
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type === 'asset' && fileName.endsWith('.woff2')) fonts.push(fileName);
      }
    },
    // Before securityHeaders' closeBundle, which hashes the pages' inline code.
    writeBundle(options: { dir?: string }) {
      // The text above the fold is Inter: its one file loads with the page, not after the CSS.
      if (fonts.length !== 1) throw new Error(`Expected one font file (Inter, latin), found: ${fonts.join(', ') || 'none'}.`);
      writeLocalePages(options.dir!, (locale) => catalogueOf(locale, siteConfig, legal, appScreen, plans), siteConfig, fonts[0]);
    },
  };
}
