import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { Psd2Authorization } from '@/components/account/Psd2Authorization';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('psd2Authorization');

/** PSD2Authorization: connect an account in the app; the page follows the release by polling. */
export default async function Psd2AuthorizationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Psd2Authorization' });
  return (
    <AccountSection>
      <h1>{t('headline')}</h1>
      <p>{t('intro')}</p>
      <AccountMessages namespace="Psd2Authorization">
        <Psd2Authorization />
      </AccountMessages>
    </AccountSection>
  );
}
