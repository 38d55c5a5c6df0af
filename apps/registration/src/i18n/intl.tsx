import { createContext, Fragment, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import type { CompiledMessage } from 'icu-minify/format';
import { createIntlErrorHandling, type Locale } from '@site/i18n';
import { format, type Values as FormatValues } from './messageFormat';

/**
 * The app's translations: `useTranslations(namespace)` and `useLocale()` as in use-intl, over
 * messages compiled at build time by icu-minify and formatted by ./messageFormat (arguments and
 * rich-text tags; the build refuses texts that need more). use-intl itself is not used here: its
 * provider, config and formatter caches cost about 2 KB gzipped of the page's script, while this
 * app needs only plain and rich messages with arguments (no dates, no relative time, no
 * `useFormatter`).
 * Missing keys follow §8 through the same createIntlErrorHandling as the site (strict builds
 * throw; production logs and shows the key path).
 */
export type Catalogue = { [key: string]: CompiledMessage | Catalogue };

interface IntlValue {
  locale: Locale;
  messages: Catalogue;
  /** Strict missing-key errors (§8): throw instead of logging. */
  strict: boolean;
}

const IntlContext = createContext<IntlValue | null>(null);

export function IntlProvider({
  locale,
  messages,
  strict,
  children,
}: IntlValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages, strict }), [locale, messages, strict]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

function useIntl(): IntlValue {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useTranslations and useLocale need the IntlProvider.');
  return intl;
}

export function useLocale(): Locale {
  return useIntl().locale;
}

type Values = FormatValues<ReactNode>;

export interface Translate {
  (key: string, values?: Values): string;
  rich(key: string, values?: Values): ReactNode;
}

export function useTranslations(namespace?: string): Translate {
  const { locale, messages, strict } = useIntl();
  return useMemo(() => {
    const errors = createIntlErrorHandling(strict);
    const run = (key: string, values?: Values) => {
      const path = namespace ? `${namespace}.${key}` : key;
      let node: CompiledMessage | Catalogue | undefined = messages;
      for (const part of path.split('.')) {
        node = typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as Catalogue)[part] : undefined;
      }
      if (node === undefined || (typeof node === 'object' && !Array.isArray(node))) {
        const code = node === undefined ? 'MISSING_MESSAGE' : 'INSUFFICIENT_PATH';
        errors.onError({ code, message: `(${locale}) ${path}` });
        return errors.getMessageFallback({ namespace, key, error: { code, message: path } });
      }
      return format<ReactNode>(node as CompiledMessage, values, locale);
    };
    const t = ((key: string, values?: Values) => {
      const result = run(key, values);
      return Array.isArray(result) ? result.join('') : String(result);
    }) as Translate;
    // Elements from rich-text tags get keys, as React wants them in a list.
    t.rich = (key, values) => {
      const result = run(key, values);
      return Array.isArray(result)
        ? result.map((part, index) => (isValidElement(part) ? <Fragment key={index}>{part}</Fragment> : part))
        : result;
    };
    return t;
  }, [locale, messages, strict, namespace]);
}
