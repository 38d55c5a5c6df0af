import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { locales, localeLabels, localeRedirectScript } from '@site/i18n';
import { precompiledMessages } from '@/i18n/precompiled';
import { siteConfig } from '@/config';
import { themeStyles } from '@site/theme/themeStyles';
import './globals.css';

export const metadata: Metadata = {
  title: siteConfig.brand,
  robots: { index: false, follow: true },
  alternates: {
    languages: Object.fromEntries(locales.map((l) => [l, `${siteConfig.siteUrl}/${l}/`])),
  },
};

/**
 * `/`: a static page that sends the visitor to their locale. With JavaScript the inline script
 * picks by browser language; without it the meta refresh goes to en-EU, and both links stay.
 */
export default function IndexPage() {
  return (
    <html lang="en-EU">
      <head>
        <script dangerouslySetInnerHTML={{ __html: localeRedirectScript }} />
        <noscript>
          <meta httpEquiv="refresh" content="0; url=/en-EU/" />
        </noscript>
        <style>{themeStyles}</style>
      </head>
      <body>
        <main style={{ padding: '2rem' }}>
          <h1>{siteConfig.brand}</h1>
          <ul>
            {locales.map((locale) => {
              const t = createTranslator({
                locale,
                messages: precompiledMessages(locale, siteConfig),
                namespace: 'RootPage',
              });
              return (
                <li key={locale} lang={locale}>
                  {t('redirecting')}{' '}
                  <a href={`/${locale}/`} hrefLang={locale}>
                    {localeLabels[locale]}
                  </a>
                </li>
              );
            })}
          </ul>
        </main>
      </body>
    </html>
  );
}
