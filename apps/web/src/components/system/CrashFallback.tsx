'use client';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { Locale } from '@site/i18n';
import { themeStyles } from '@site/theme/themeStyles';
import { SupportButtons } from '@/components/account/SupportButtons';
import type { SupportContact } from '@/lib/chat';
import type { CrashFallbackTexts } from '@/lib/crashFallback';
import styles from './CrashFallback.module.css';

export interface CrashFallbackProps {
  locale: Locale;
  texts: CrashFallbackTexts;
  /** global-error's case: the document is bare, so this adds its title, robots tag and theme. */
  document?: boolean;
}

/**
 * What a visitor sees when a page crashes in the browser (§2/§8): the generic error page,
 * 'Whoops! Something went wrong.' with chat and e-mail buttons, in the page's locale. Loaded
 * only after a crash, by CrashFallbackLoader, which also reports the error.
 */
export function CrashFallback({ locale, texts, document = false }: CrashFallbackProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={texts.messages}>
      {document ? (
        <>
          {/* React puts <title> and <meta> into the document's head. */}
          <title>{texts.messages.GenericError.title}</title>
          <meta name="robots" content="noindex" />
          <style>{themeStyles}</style>
        </>
      ) : null}
      <CrashMessage support={texts.support} />
    </NextIntlClientProvider>
  );
}

function CrashMessage({ support }: { support: SupportContact }) {
  const t = useTranslations('GenericError');
  const tErrors = useTranslations('Errors');
  return (
    <section className={styles.section}>
      <p className={styles.emoji} aria-hidden="true">
        🤔
      </p>
      <h1>{tErrors('generic')}</h1>
      <p>{t('text')}</p>
      <SupportButtons support={support} />
    </section>
  );
}
