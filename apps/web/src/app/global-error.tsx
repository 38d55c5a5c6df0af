'use client';
import { usePathname } from 'next/navigation';
import { CrashFallbackLoader, localeOfPath } from '@/components/system/CrashFallbackLoader';
import { bodyFont } from './fonts';
import '@site/ui/styles.css';
import './globals.css';

/**
 * A crash in the locale layout itself (header, footer, consent) replaces the whole document, so
 * this renders its own <html> and <body>; the locale comes from the URL path. Every page loads
 * this module, so it is SiteDocument's frame alone: the error page, its title and the theme's
 * variables come with the fallback's chunk after the crash.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = localeOfPath(usePathname());
  return (
    <html lang={locale} className={bodyFont.variable}>
      <body>
        <main id="main">
          <CrashFallbackLoader locale={locale} error={error} document />
        </main>
      </body>
    </html>
  );
}
