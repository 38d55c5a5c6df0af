import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { StoreRedirect } from '@/components/home/StoreRedirect';
import { appLinkPath } from '@/components/home/GetTheApp';
import { siteConfig } from '@/config';
import { AttributedButtonLink } from '@/components/consent/AttributedButtonLink';
import { consentConfig } from '@/components/consent/SiteConsent';
import { pageMetadata } from '@/lib/metadata';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
`;

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  return pageMetadata({ locale, path: appLinkPath, namespace: 'AppLinkPage', noindex: true });
}

/** The QR code's target: phones go straight to their store, anyone else picks one. */
export default async function AppLinkPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'AppLinkPage' }),
    getTranslations({ locale, namespace: 'Footer' }),
  ]);
  return (
    <>
      <StoreRedirect appStoreUrl={siteConfig.appStoreUrl} playStoreUrl={siteConfig.playStoreUrl} />
      <PageIntro title={t('headline')} lead={t('lead')} />
      <Container>
        <Buttons>
          <AttributedButtonLink
            href={siteConfig.appStoreUrl}
            creative="app_page_app_store"
            locale={locale}
            attribution={consentConfig.attribution}
            data-store="apple"
          >
            {footer('appStore')}
          </AttributedButtonLink>
          <AttributedButtonLink
            href={siteConfig.playStoreUrl}
            creative="app_page_play_store"
            locale={locale}
            attribution={consentConfig.attribution}
            data-store="google"
          >
            {footer('playStore')}
          </AttributedButtonLink>
        </Buttons>
      </Container>
    </>
  );
}
