import { setRequestLocale } from 'next-intl/server';
import { pageSupport } from '@/config';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { SignupLinkAction } from '@/components/signup/SignupLinkAction';
import { routeMetadata } from '@/lib/metadata';
import type { AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = routeMetadata('signupConfirmation');

/** The double opt-in mail's link: confirms the sign-up as soon as the page opens. */
export default async function SignupConfirmationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountSection>
      <AccountMessages namespace="SignupConfirmation">
        <SignupLinkAction kind="confirm" support={pageSupport(locale)} />
      </AccountMessages>
    </AccountSection>
  );
}
