import { consentConfig } from '@/config';
import { registrationHref } from '@/lib/registrationLink';
import { ReferralRedeem } from '@/components/account/ReferralRedeem';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('referral');

/** Referral: redeem a friend's invitation. */
export default accountPage('referral', (locale) => ({
  children: <ReferralRedeem registrationUrl={registrationHref(locale)} locale={locale} attribution={consentConfig.attribution} />,
}));
