'use client';
import { usePathname } from 'next/navigation';
import { CrashFallback, crashFallbackTitle, localeOfPath } from '@/components/system/CrashFallback';
import { SiteDocument } from './SiteDocument';

/**
 * A crash in the locale layout itself (header, footer, consent) replaces the whole document, so
 * this renders its own <html> and <body>; the locale comes from the URL path.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = localeOfPath(usePathname());
  return (
    <SiteDocument
      locale={locale}
      head={
        <>
          <title>{crashFallbackTitle(locale)}</title>
          <meta name="robots" content="noindex" />
        </>
      }
    >
      <main id="main">
        <CrashFallback locale={locale} error={error} />
      </main>
    </SiteDocument>
  );
}
