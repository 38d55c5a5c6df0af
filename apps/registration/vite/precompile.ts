import compile from 'icu-minify/compile';
import type { Messages } from '@site/i18n';
import type { Catalogue } from '../src/i18n/intl';
import { unsupportedNode } from '../src/i18n/messageFormat';

/**
 * Compiles every text with icu-minify (use-intl's precompile path), so the browser gets neither
 * intl-messageformat nor the ICU parser. The app formats them with src/i18n/messageFormat.ts,
 * which handles arguments, rich-text tags and plurals only: any other construct stops the build here,
 * naming the key, rather than ship a half-formatted text.
 */
export function precompile(node: Messages, path = ''): Catalogue {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (typeof value !== 'string') return [key, precompile(value, `${path}${key}.`)];
      const compiled = compile(value);
      const unsupported = unsupportedNode(compiled);
      if (unsupported !== undefined) {
        throw new Error(`${path}${key}: ${unsupported} is not supported by src/i18n/messageFormat.ts.`);
      }
      return [key, compiled];
    }),
  );
}
