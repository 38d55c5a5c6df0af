import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { Psd2Authorization } from '@/components/account/Psd2Authorization';
import { StoreButtons } from '@/components/home/StoreButtons';
import { siteConfig } from '@/config';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('psd2Authorization');

/** PSD2Authorization: connect an account in the app; the page follows the release by polling. */
export default async function Psd2AuthorizationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'Psd2Authorization' }),
    getTranslations({ locale, namespace: 'Footer' }),
  ]);
  return (
    <AccountSection>
      <h1>{t('headline')}</h1>
      <p>{t('intro')}</p>
      <AccountMessages namespace="Psd2Authorization">
        <Psd2Authorization
          appLinkOrigins={siteConfig.appLinkOrigins}
          storeLinks={
            <StoreButtons
              locale={locale}
              creative="psd2"
              labels={{ appStore: footer('appStore'), playStore: footer('playStore') }}
            />
          }
        />
      </AccountMessages>
    </AccountSection>
  );
}
