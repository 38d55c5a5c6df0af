import { getTranslations, setRequestLocale } from 'next-intl/server';
import { registrationHref } from '@/lib/registrationLink';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { ReferralRedeem } from '@/components/account/ReferralRedeem';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';
import { consentConfig } from '@/config';

export const generateMetadata = accountMetadata('referral');

/** Referral: redeem a friend's invitation. */
export default async function ReferralPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Referral' });
  return (
    <AccountSection>
      <h1>{t('headline')}</h1>
      <p>{t('text')}</p>
      <AccountMessages namespace="Referral">
        <ReferralRedeem registrationUrl={registrationHref(locale)} locale={locale} attribution={consentConfig.attribution} />
      </AccountMessages>
    </AccountSection>
  );
}
