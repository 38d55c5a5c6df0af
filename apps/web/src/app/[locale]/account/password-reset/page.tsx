import { pageSupport } from '@/config';
import { PasswordResetForm } from '@/components/account/PasswordResetForm';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('passwordReset');

/** PasswordReset: a new password and the birthday for the hash in the fragment. */
export default accountPage('passwordReset', (locale) => ({ children: <PasswordResetForm support={pageSupport(locale)} /> }));
