import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { StoreRedirect } from '@/components/home/StoreRedirect';
import { siteConfig } from '@/config';
import { StoreButtons } from '@/components/home/StoreButtons';
import { routeMetadata } from '@/lib/metadata';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
`;

export const generateMetadata = routeMetadata('appLink');

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
          <StoreButtons
            locale={locale}
            creative="app_page"
            labels={{ appStore: footer('appStore'), playStore: footer('playStore') }}
          />
        </Buttons>
      </Container>
    </>
  );
}
