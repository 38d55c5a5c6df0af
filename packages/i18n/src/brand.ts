import type { SiteConfig } from '@site/config';

export type Messages = { [key: string]: string | Messages };

/** Quotes characters that ICU message syntax would read as syntax. */
export function icuLiteral(value: string): string {
  return value.replace(/'/g, "''").replace(/[{}#<>]/g, (c) => `'${c}'`);
}

/**
 * Fills `{brand}` and `{partnerBank}` into every message once, when the catalogue is loaded, so
 * no component has to pass them and no text hard-codes them.
 */
export function withBrand(
  messages: Messages,
  config: Pick<SiteConfig, 'brand' | 'partnerBank'>,
): Messages {
  const brand = icuLiteral(config.brand);
  const partnerBank = icuLiteral(config.partnerBank);
  const fill = (node: Messages): Messages =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? value.replaceAll('{brand}', brand).replaceAll('{partnerBank}', partnerBank)
          : fill(value),
      ]),
    );
  return fill(messages);
}
