import type { ReactNode } from 'react';
import type { Locale } from '@site/i18n';
import { bodyFont } from './fonts';
import { FIRST_SCREEN_ID } from '@/components/layout/firstScreen';
import { themeStyles } from '@site/theme/themeStyles';
import '@site/ui/styles.css';
import './globals.css';

/**
 * The <html> of the site's documents: the locale layout's and the layout crash probe's. Fonts,
 * theme variables and global styles. global-error.tsx, which every page loads, draws the same
 * frame without the theme, which its lazily loaded fallback adds.
 */
export function SiteDocument({ locale, head, children }: { locale: Locale; head?: ReactNode; children: ReactNode }) {
  return (
    // The consent head script (in `head`) sets data-consent on <html> before React hydrates it.
    <html lang={locale} className={bodyFont.variable} suppressHydrationWarning>
      <head>
        {/* No frame before the page's first screen has been parsed: the first frame shows all of
            it, so its largest element paints with it (LCP = FCP), never in a later frame, and it
            does not wait for the HTML below. A page without the mark is freed by the end of parsing. */}
        <link rel="expect" href={`#${FIRST_SCREEN_ID}`} blocking="render" />
        {head}
        <style>{themeStyles}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}
