'use client';
import { usePathname } from 'next/navigation';
import { CrashFallback, crashFallbackTitle, localeOfPath } from '@/components/system/CrashFallback';
import { bodyFont } from './fonts';
import { themeStyles } from './themeStyles';
import '@site/ui/styles.css';
import './globals.css';

/**
 * A crash in the locale layout itself (header, footer, consent) replaces the whole document, so
 * this renders its own <html> and <body>; the locale comes from the URL path.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = localeOfPath(usePathname());
  return (
    <html lang={locale} className={bodyFont.variable}>
      <head>
        <title>{crashFallbackTitle(locale)}</title>
        <meta name="robots" content="noindex" />
        <style>{themeStyles}</style>
      </head>
      <body>
        <main id="main">
          <CrashFallback locale={locale} error={error} />
        </main>
      </body>
    </html>
  );
}
