'use client';
import { useEffect } from 'react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { reportError } from '@site/consent';
import { isLocale, defaultLocale, type Locale } from '@site/i18n';
import { SupportButtons } from '@/components/account/SupportButtons';
import type { CrashFallbackTexts } from '@/lib/crashFallback';
import styles from './CrashFallback.module.css';

// Inlined at build time by next.config.ts: after a crash there is no server to ask.
const texts = JSON.parse(process.env.CRASH_FALLBACK ?? '{}') as CrashFallbackTexts;

/** The locale of a site path (`/de-DE/jobs/` -> de-DE); en-EU outside a locale. */
export function localeOfPath(pathname: string | null): Locale {
  const segment = pathname?.split('/')[1];
  return isLocale(segment) ? segment : defaultLocale;
}

/** The page title of the crash fallback, for global-error's own <title>. */
export function crashFallbackTitle(locale: Locale): string {
  return texts.messages[locale].GenericError.title;
}

/**
 * What a visitor sees when a page crashes in the browser (§2/§8): the generic error page,
 * 'Whoops! Something went wrong.' with chat and e-mail buttons, in the page's locale. The error
 * goes to the consent layer's reportError, which sends it only once Bugsnag runs, i.e. with
 * BUGSNAG consent.
 */
export function CrashFallback({ locale, error }: { locale: Locale; error: Error }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <NextIntlClientProvider locale={locale} messages={texts.messages[locale]}>
      <CrashMessage />
    </NextIntlClientProvider>
  );
}

function CrashMessage() {
  const t = useTranslations('GenericError');
  const tErrors = useTranslations('Errors');
  return (
    <section className={styles.section}>
      <p className={styles.emoji} aria-hidden="true">
        🤔
      </p>
      <h1>{tErrors('generic')}</h1>
      <p>{t('text')}</p>
      <SupportButtons contactEmail={texts.contactEmail} />
    </section>
  );
}
