import { getTranslations, setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { SupportButtons } from '@/components/account/SupportButtons';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('linkExpired');

/** LinkExpired: 'The link you clicked has expired or has already been used.', chat and e-mail. */
export default async function LinkExpiredPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'LinkExpired' });
  const tErrors = await getTranslations({ locale, namespace: 'Errors' });
  return (
    <AccountSection emoji="⏳">
      <h1>{tErrors('linkExpired')}</h1>
      <p>{t('text')}</p>
      <AccountMessages namespace="LinkExpired">
        <SupportButtons contactEmail={siteConfig.contactEmail} />
      </AccountMessages>
    </AccountSection>
  );
}
