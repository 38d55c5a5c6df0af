import type { Locale } from '@site/i18n';
import { bindUnits } from '@site/i18n/units';

/** A copy of `value` with every string in it changed by `change`, rich-text text nodes included. */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return change(node);
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    }
    return node;
  };
  return walk(value) as T;
}

/**
 * The names content writes as placeholders instead of spelling them: `{brand}`, `{partnerBank}`,
 * `{partnerBankSupervisor}`, `{company}`, `{companyAddress}`, `{depositGuaranteeScheme}`, … (the
 * keys of `contentPlaceholders` of @site/config, read from the configuration).
 */
export type ContentPlaceholders = Readonly<Record<string, string>>;

/**
 * Fills the placeholders once, in every string (rich-text text nodes and link targets included),
 * so no entry hard-codes a brand, a bank, an authority or an address. An unknown `{name}` stays
 * as it is.
 */
export function fillBrand<T>(value: T, placeholders: ContentPlaceholders): T {
  const pattern = new RegExp(`\\{(${Object.keys(placeholders).join('|')})\\}`, 'g');
  return mapStrings(value, (text) => text.replace(pattern, (_, name: string) => placeholders[name]!));
}

/**
 * Every number in the content kept together with its unit the locale's way ('100.000 €' never
 * breaks; en-EU writes '31%'), as the site's formatters and catalogues do (`bindUnits`).
 */
export function bindContentUnits<T>(value: T, locale: Locale): T {
  return mapStrings(value, (text) => bindUnits(text, locale));
}
