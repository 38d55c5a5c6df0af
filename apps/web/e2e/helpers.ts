import type { Locator } from '@playwright/test';
import { createTranslator } from 'use-intl';
import { readSiteConfig } from '@site/config';
import { locales, type Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';

export { locales };
export const siteConfig = readSiteConfig(process.env);

/** The catalogue text a page should show, with the configured brand filled in. */
export function text(locale: Locale, namespace: string, key: string, values?: Record<string, string>) {
  const t = createTranslator({ locale, messages: allMessages(locale, siteConfig), namespace });
  return t(key as never, values as never) as string;
}

/** A visible element's box; fails the test with the locator's name when it has none. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}
