import { setRequestLocale } from 'next-intl/server';
import { consentConfig } from '@/config';
import { registrationHref } from '@/lib/registrationLink';
import { ReferralRedeem } from '@/components/account/ReferralRedeem';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('referral');

/** Referral: redeem a friend's invitation. */
export default async function ReferralPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage id="referral" locale={locale}>
      <ReferralRedeem registrationUrl={registrationHref(locale)} locale={locale} attribution={consentConfig.attribution} />
    </AccountPage>
  );
}
