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
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') return node.replace(pattern, (_, name: string) => placeholders[name]!);
    if (Array.isArray(node)) return node.map(fill);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v)]));
    }
    return node;
  };
  return fill(value) as T;
}
