import { setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { EmailVerification } from '@/components/account/EmailVerification';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('emailVerificationSuccess');

/** EmailVerificationSuccess: confirms the e-mail address of the link, then says so. */
export default async function EmailVerificationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage id="emailVerificationSuccess" locale={locale}>
      <EmailVerification contactEmail={siteConfig.contactEmail} />
    </AccountPage>
  );
}
