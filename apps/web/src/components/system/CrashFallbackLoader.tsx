'use client';
import { lazy, Suspense, useEffect, type JSX, type LazyExoticComponent } from 'react';
import { ErrorBoundary, reportError } from '@site/consent';
import { defaultLocale, isLocale, locales, type Locale } from '@site/i18n';
import type { CrashFallbackTexts } from '@/lib/crashFallback';

/** The locale of a site path (`/de-DE/jobs/` -> de-DE); en-EU outside a locale. */
export function localeOfPath(pathname: string | null): Locale {
  const segment = pathname?.split('/')[1];
  return isLocale(segment) ? segment : defaultLocale;
}

// Each locale's texts are a chunk of their own (a compiled-in constant lands in the module that
// names it, hence one module per locale): a page loads its own locale's, and only after a crash.
const textsIn: Record<Locale, () => Promise<{ default: CrashFallbackTexts }>> = {
  'de-DE': () => import('./crashTexts/de-DE'),
  'en-EU': () => import('./crashTexts/en-EU'),
};

const fallbackIn = Object.fromEntries(
  locales.map((locale) => [
    locale,
    lazy(async () => {
      const [{ CrashFallback }, { default: texts }] = await Promise.all([import('./CrashFallback'), textsIn[locale]()]);
      return { default: ({ document }: { document: boolean }) => <CrashFallback locale={locale} texts={texts} document={document} /> };
    }),
  ]),
) as Record<Locale, LazyExoticComponent<(props: { document: boolean }) => JSX.Element>>;

// Every locale's headline, a few bytes: what shows when the fallback's chunk cannot load
// (offline, or a deploy removed it). A bare headline, no buttons, rather than an empty page.
const headlines = JSON.parse(__CRASH_FALLBACK_HEADLINES__) as Record<Locale, string>;

/**
 * The always-loaded part of the crash fallback, kept small because every page loads
 * error.tsx and global-error.tsx: it reports the error (sent only once Bugsnag runs, i.e. with
 * BUGSNAG consent) and loads the generic error page with the page's locale's texts.
 */
export function CrashFallbackLoader({ locale, error, document = false }: { locale: Locale; error: Error; document?: boolean }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  const Fallback = fallbackIn[locale];
  return (
    <ErrorBoundary fallback={<h1>{headlines[locale]}</h1>}>
      <Suspense fallback={null}>
        <Fallback document={document} />
      </Suspense>
    </ErrorBoundary>
  );
}
