import { createTranslator } from 'use-intl';
import type { SiteConfig } from '@site/config';
import type { Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';

/** A catalogue lookup by full key ('FeeInformation.title') with the brand filled in. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The catalogue of a locale outside a page (the documents the postbuild draws), as `createTranslator`
 * of use-intl reads it; pages read the same texts through next-intl.
 */
export function catalogueTranslator(locale: Locale, site: Pick<SiteConfig, 'brand' | 'partnerBank'>): Translate {
  const translator = createTranslator({ locale, messages: allMessages(locale, site) });
  return (key, values) => translator(key as never, values as never);
}
