import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { MobileLinkQr } from '@/components/account/MobileLinkQr';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('mobileLink');

/** MobileLink: an app link opened on a desktop asks to be opened on the smartphone. */
export default async function MobileLinkPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'MobileLink' });
  return (
    <AccountSection emoji="📱">
      <h1>{t('headline')}</h1>
      <p>{t('text')}</p>
      <AccountMessages namespace="MobileLink">
        <MobileLinkQr />
      </AccountMessages>
    </AccountSection>
  );
}
