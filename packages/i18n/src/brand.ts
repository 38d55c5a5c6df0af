import type { SiteConfig } from '@site/config';
import type { Locale } from './locales';
import { withIndefiniteArticle } from './article';
import { bindUnits } from './units';

export type Messages = { [key: string]: string | Messages };

/** Quotes characters that ICU message syntax would read as syntax. */
export function icuLiteral(value: string): string {
  return value.replace(/'/g, "''").replace(/[{}#<>]/g, (c) => `'${c}'`);
}

function mapTexts(messages: Messages, change: (text: string) => string): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? change(value) : mapTexts(value, change)]),
  );
}

/**
 * Fills `{brand}` and `{partnerBank}` into every message once, when the catalogue is loaded, so
 * no component has to pass them and no text hard-codes them; `{aBrand}` is the brand with the
 * English article its sound takes ('an Evergreen', 'a Moss').
 */
export function withBrand(
  messages: Messages,
  config: Pick<SiteConfig, 'brand' | 'partnerBank'>,
): Messages {
  const brand = icuLiteral(config.brand);
  const aBrand = icuLiteral(withIndefiniteArticle(config.brand));
  const partnerBank = icuLiteral(config.partnerBank);
  return mapTexts(messages, (text) => text.replaceAll('{brand}', brand).replaceAll('{aBrand}', aBrand).replaceAll('{partnerBank}', partnerBank));
}

/**
 * A locale's catalogue as both apps load it: the brand filled in (`withBrand`) and every number
 * in a text bound to its unit the locale's way (`bindUnits`: '50 %' never breaks, and en-EU
 * writes '50%' as its formatter does).
 */
export function loadedMessages(
  messages: Messages,
  locale: Locale,
  config: Pick<SiteConfig, 'brand' | 'partnerBank'>,
): Messages {
  return mapTexts(withBrand(messages, config), (text) => bindUnits(text, locale));
}
