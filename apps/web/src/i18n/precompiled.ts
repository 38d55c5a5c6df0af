import compile from 'icu-minify/compile';
import type { SiteConfig } from '@site/config';
import type { Locale, Messages } from '@site/i18n';
import { allMessages } from '@site/i18n/web';

/**
 * The site's texts, compiled at build time with icu-minify, next-intl's own precompile step
 * (https://next-intl.dev/docs/usage/plugin#precompile). next.config.ts points
 * `use-intl/format-message` at its format-only twin, so neither intl-messageformat nor the ICU
 * parser (about 12 KB gzip, on every page) reaches the browser, and no text is parsed while the
 * page hydrates. A plain text compiles to itself; one with arguments, plurals or tags to
 * icu-minify's arrays, which next-intl formats as before.
 *
 * Everything next-intl formats in the Next build must come through here (the request config,
 * the root page's translator): an uncompiled text with `{name}` would be shown as it is.
 */
export function compileMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? (plain(compile(value)) as unknown as string) : compileMessages(value),
    ]),
  );
}

/**
 * icu-minify writes a plural's or a select's options as an object without a prototype, which
 * React refuses to pass from a Server Component to the client provider: a JSON round trip makes
 * it a plain object, with the same keys.
 */
const plain = <T>(value: T): T => (typeof value === 'string' ? value : (JSON.parse(JSON.stringify(value)) as T));

const compiled = new Map<string, Messages>();

/** A locale's texts with the brand filled in, compiled once per build worker. */
export function precompiledMessages(locale: Locale, config: Pick<SiteConfig, 'brand' | 'partnerBank'>): Messages {
  const key = `${locale}\u0000${config.brand}\u0000${config.partnerBank}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = compileMessages(allMessages(locale, config));
    compiled.set(key, messages);
  }
  return messages;
}
