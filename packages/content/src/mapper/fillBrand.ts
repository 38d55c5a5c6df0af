import type { SiteConfig } from '@site/config';

/**
 * Content says `{brand}`, `{partnerBank}` and `{partnerBankSupervisor}` instead of names; they are
 * filled once here, in every string (rich-text text nodes included), so no entry hard-codes a
 * brand, bank or authority.
 */
export function fillBrand<T>(value: T, config: Pick<SiteConfig, 'brand' | 'partnerBank' | 'partnerBankSupervisor'>): T {
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') {
      return node
        .replaceAll('{brand}', config.brand)
        .replaceAll('{partnerBankSupervisor}', config.partnerBankSupervisor)
        .replaceAll('{partnerBank}', config.partnerBank);
    }
    if (Array.isArray(node)) return node.map(fill);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v)]));
    }
    return node;
  };
  return fill(value) as T;
}
