import type { SiteConfig } from '@site/config';
import type { ConsentConfig } from '@site/consent/config';
import { locales, type Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import type { SupportContact } from './chat';
import { supportContact } from './supportContact';

/**
 * What the crash fallback (app/[locale]/error.tsx, app/global-error.tsx) shows: the §2 generic
 * error page's texts and where its support buttons lead. Those two render in the browser after a crash,
 * when neither the layout's messages nor the build's configuration are at hand, so
 * next.config.ts compiles them in (browserConstants in src/config.ts): each locale's texts on
 * their own, so a page loads only its own locale's, and only after a crash.
 */
export interface CrashFallbackTexts {
  support: SupportContact;
  messages: CrashFallbackMessages;
}

export interface CrashFallbackMessages {
  GenericError: { title: string; text: string };
  Errors: { generic: string };
  SystemPage: { chat: string; email: string };
}

export function crashFallbackTexts(config: SiteConfig, consent: Pick<ConsentConfig, 'vendors'>): Record<Locale, CrashFallbackTexts> {
  const messagesIn = (locale: Locale): CrashFallbackMessages => {
    const all = allMessages(locale, config) as unknown as Record<string, Record<string, string>>;
    const pick = <K extends string>(namespace: string, keys: readonly K[]) =>
      Object.fromEntries(
        keys.map((key) => {
          const value = all[namespace]?.[key];
          if (!value) throw new Error(`Crash fallback: message ${namespace}.${key} is missing in ${locale}.`);
          // The browser's next-intl has no ICU parser (src/i18n/precompiled.ts) and shows a text
          // as it is unless it was compiled: these go in uncompiled, so they must be plain.
          if (/[{}<>']/.test(value)) throw new Error(`Crash fallback: message ${namespace}.${key} in ${locale} must be plain text, without ICU syntax.`);
          return [key, value];
        }),
      ) as Record<K, string>;
    return {
      GenericError: pick('GenericError', ['title', 'text']),
      Errors: pick('Errors', ['generic']),
      SystemPage: pick('SystemPage', ['chat', 'email']),
    };
  };
  return Object.fromEntries(
    locales.map((locale) => [locale, { support: supportContact(config, consent, locale), messages: messagesIn(locale) }]),
  ) as Record<Locale, CrashFallbackTexts>;
}
