import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { pickMessages } from '@site/i18n/web';
import { clientNamespaces } from '@/i18n/clientNamespaces';
import { routing } from '@/i18n/routing';
import { isPreviewBuild, siteConfig } from '@/config';
import { themes } from '@site/theme';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { ConsentHeadScript, SiteConsent } from '@/components/consent/SiteConsent';
import { PreviewBar } from '@/components/layout/PreviewBar';
import { HydrationMark } from '@site/consent/HydrationMark';
import { SiteDocument } from '../SiteDocument';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: themes.White.accent, width: 'device-width', initialScale: 1 };

export async function generateMetadata() {
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    icons: {
      icon: [
        { url: '/favicon.svg', type: 'image/svg+xml' },
        { url: '/favicon.ico', sizes: '32x32' },
      ],
      apple: '/apple-touch-icon.png',
    },
    ...(isPreviewBuild ? { robots: { index: false, follow: false } } : {}),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Common' });
  const messages = pickMessages(await getMessages({ locale }), clientNamespaces);

  return (
    <SiteDocument locale={locale} head={<ConsentHeadScript />}>
      <NextIntlClientProvider messages={messages}>
        {/* The skip link stays the first link of the page (off-screen until focused: it paints
            nothing). Then the consent summary: the browser paints the first frame while it is
            still parsing the page, and the summary (shown by the head script) has to be in it. */}
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <SiteConsent locale={locale} />
        {isPreviewBuild ? <PreviewBar locale={locale} /> : null}
        <Header locale={locale} />
        {/* Site search indexes only the page's own content (apps/web/scripts/search-index.mjs). */}
        <main id="main" tabIndex={-1} data-pagefind-body="">
          {children}
        </main>
        <Footer locale={locale} />
        <HydrationMark />
      </NextIntlClientProvider>
    </SiteDocument>
  );
}
