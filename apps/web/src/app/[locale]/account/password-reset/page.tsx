import { pageSupport, siteConfig } from '@/config';
import { PasswordResetForm } from '@/components/account/PasswordResetForm';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('passwordReset');

/**
 * PasswordReset: a new password and the birthday for the hash in the fragment. A new reset link
 * is asked for where the visitor logs in (LOGIN_URL: web banking or the app's link, whose login
 * offers 'Forgot password?'), so an expired link's 'Request a new link' leads there.
 */
export default accountPage('passwordReset', (locale, _tSystem, head) => ({
  children: <PasswordResetForm support={pageSupport(locale)} head={head} newLinkHref={siteConfig.loginUrl} />,
}));
