import type { ReactNode } from 'react';
import type { Locale } from '@site/i18n';
import { bodyFont } from './fonts';
import { themeStyles } from './themeStyles';
import '@site/ui/styles.css';
import './globals.css';

/**
 * The <html> of every document the site renders: the locale layout's, and global-error's when a
 * crash replaced that layout. Fonts, theme variables and global styles, nothing that needs a
 * server, so a client component can render it too.
 */
export function SiteDocument({ locale, head, children }: { locale: Locale; head?: ReactNode; children: ReactNode }) {
  return (
    // The consent head script (in `head`) sets data-consent on <html> before React hydrates it.
    <html lang={locale} className={bodyFont.variable} suppressHydrationWarning>
      <head>
        {head}
        <style>{themeStyles}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}
