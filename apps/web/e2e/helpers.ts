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

/** A visible element's box; fails the test with the locator's name when it has none. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}
