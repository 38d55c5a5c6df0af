import { readSiteConfig, type Env } from '@site/config';
import { locales, type Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';

/**
 * What the crash fallback (app/[locale]/error.tsx, app/global-error.tsx) shows: the §2 generic
 * error page's texts in both locales and the contact e-mail. Those two render in the browser
 * after a crash, when neither the layout's messages nor the build's configuration are at hand,
 * so next.config.ts computes this at build time and inlines it as CRASH_FALLBACK.
 */
export interface CrashFallbackTexts {
  contactEmail: string;
  messages: Record<Locale, CrashFallbackMessages>;
}

export interface CrashFallbackMessages {
  GenericError: { title: string; text: string };
  Errors: { generic: string };
  SystemPage: { chat: string; email: string };
}

export function crashFallbackTexts(env: Env): CrashFallbackTexts {
  const config = readSiteConfig(env);
  const messagesIn = (locale: Locale): CrashFallbackMessages => {
    const all = allMessages(locale, config) as unknown as Record<string, Record<string, string>>;
    const pick = <K extends string>(namespace: string, keys: readonly K[]) =>
      Object.fromEntries(
        keys.map((key) => {
          const value = all[namespace]?.[key];
          if (!value) throw new Error(`Crash fallback: message ${namespace}.${key} is missing in ${locale}.`);
          return [key, value];
        }),
      ) as Record<K, string>;
    return {
      GenericError: pick('GenericError', ['title', 'text']),
      Errors: pick('Errors', ['generic']),
      SystemPage: pick('SystemPage', ['chat', 'email']),
    };
  };
  return {
    contactEmail: config.contactEmail,
    messages: Object.fromEntries(locales.map((locale) => [locale, messagesIn(locale)])) as Record<Locale, CrashFallbackMessages>,
  };
}
