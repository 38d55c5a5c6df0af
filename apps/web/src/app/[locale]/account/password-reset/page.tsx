import { setRequestLocale } from 'next-intl/server';
import { PasswordResetForm } from '@/components/account/PasswordResetForm';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('passwordReset');

/** PasswordReset: a new password and the birthday for the hash in the fragment. */
export default async function PasswordResetPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage id="passwordReset" locale={locale}>
      <PasswordResetForm />
    </AccountPage>
  );
}
