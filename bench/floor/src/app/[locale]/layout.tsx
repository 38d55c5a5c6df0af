import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { HydrationMark } from '@site/consent/HydrationMark';
import { FloorExtra } from 'floor-extra';
import { locales } from '../../i18n/messages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // A provider without messages, as the web app's layout has one: the framework cost of
  // client-side next-intl, not of our catalogues.
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={{}}>
          <main>{children}</main>
          <FloorExtra locale={locale} />
          {/* The same hydration mark as the web app's layout, for the bench's hydrated figure. */}
          <HydrationMark />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
