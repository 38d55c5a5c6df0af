import { getTranslations, setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { Psd2Authorization } from '@/components/account/Psd2Authorization';
import { StoreButtons } from '@/components/home/StoreButtons';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('psd2Authorization');

/** PSD2Authorization: connect an account in the app; the page follows the release by polling. */
export default async function Psd2AuthorizationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const footer = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <AccountPage id="psd2Authorization" locale={locale}>
      <Psd2Authorization
        appLinkOrigins={siteConfig.appLinkOrigins}
        storeLinks={<StoreButtons locale={locale} creative="psd2" labels={{ appStore: footer('appStore'), playStore: footer('playStore') }} />}
      />
    </AccountPage>
  );
}
