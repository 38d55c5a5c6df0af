import { siteConfig } from '@/config';
import { EmailVerification } from '@/components/account/EmailVerification';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('emailVerificationSuccess');

/** EmailVerificationSuccess: confirms the e-mail address of the link, then says so. */
export default accountPage('emailVerificationSuccess', () => ({
  children: <EmailVerification contactEmail={siteConfig.contactEmail} />,
}));
