import { pageSupport } from '@/config';
import { EmailVerification } from '@/components/account/EmailVerification';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('emailVerificationSuccess');

/** EmailVerificationSuccess: confirms the e-mail address of the link, then says so. */
export default accountPage('emailVerificationSuccess', (locale) => ({
  children: <EmailVerification support={pageSupport(locale)} />,
}));
