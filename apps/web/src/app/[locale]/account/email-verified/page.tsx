import { setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { EmailVerification } from '@/components/account/EmailVerification';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('emailVerificationSuccess');

/** EmailVerificationSuccess: confirms the e-mail address of the link, then says so. */
export default async function EmailVerificationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountSection>
      <AccountMessages namespace="EmailVerificationSuccess">
        <EmailVerification contactEmail={siteConfig.contactEmail} />
      </AccountMessages>
    </AccountSection>
  );
}
