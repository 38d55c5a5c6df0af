import type { SiteConfig } from '@site/config';
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
 * Content says `{brand}`, `{partnerBank}` and `{partnerBankSupervisor}` instead of names; they are
 * filled once here, in every string (rich-text text nodes included), so no entry hard-codes a
 * brand, bank or authority.
 */
export function fillBrand<T>(value: T, config: Pick<SiteConfig, 'brand' | 'partnerBank' | 'partnerBankSupervisor'>): T {
  return mapStrings(value, (text) =>
    text
      .replaceAll('{brand}', config.brand)
      .replaceAll('{partnerBankSupervisor}', config.partnerBankSupervisor)
      .replaceAll('{partnerBank}', config.partnerBank),
  );
}

/**
 * Every number in the content kept together with its unit the locale's way ('100.000 €' never
 * breaks; en-EU writes '31%'), as the site's formatters and catalogues do (`bindUnits`).
 */
export function bindContentUnits<T>(value: T, locale: Locale): T {
  return mapStrings(value, (text) => bindUnits(text, locale));
}
