import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { PasswordResetForm } from '@/components/account/PasswordResetForm';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('passwordReset');

/** PasswordReset: a new password and the birthday for the hash in the fragment. */
export default async function PasswordResetPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'PasswordReset' });
  return (
    <AccountSection>
      <h1>{t('headline')}</h1>
      <p>{t('intro')}</p>
      <AccountMessages namespace="PasswordReset">
        <PasswordResetForm />
      </AccountMessages>
    </AccountSection>
  );
}
