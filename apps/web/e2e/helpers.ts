import type { Locator } from '@playwright/test';
import { createTranslator } from 'use-intl';
import { contentPlaceholders, readLegalIdentity, readSiteConfig } from '@site/config';
import { locales, type Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';

export { locales };
export const siteConfig = readSiteConfig(process.env);
/** Who offers the account, as the build read it: the company, the partner bank, the deposit guarantee scheme. */
export const legalIdentity = readLegalIdentity(process.env);
/** The names the build filled into the content's `{brand}`, `{partnerBank}`, … */
export const placeholders = contentPlaceholders(process.env);

/** The catalogue text a page should show, with the configured brand filled in. */
export function text(locale: Locale, namespace: string, key: string, values?: Record<string, string | number>) {
  const t = createTranslator({ locale, messages: allMessages(locale, siteConfig), namespace });
  return t(key as never, values as never) as string;
}

/**
 * A consent's label as a screen reader reads it: the catalogue text with each document it names a
 * link that says it opens in a new tab (`NewTabLink` of @site/ui).
 */
export function consentLabel(locale: Locale, namespace: string, key: string): string {
  const t = createTranslator({ locale, messages: allMessages(locale, siteConfig), namespace });
  const newTab = text(locale, 'Common', 'externalLink');
  const tags = [...String(t.raw(key as never)).matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (chunks: string) => `${chunks} (${newTab})`]);
  return t.markup(key as never, Object.fromEntries(tags) as never);
}

/** A visible element's box; fails the test with the locator's name when it has none. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}
