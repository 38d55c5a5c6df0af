import { setRequestLocale } from 'next-intl/server';
import { pageSupport } from '@/config';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { SignupLinkAction } from '@/components/signup/SignupLinkAction';
import { routeMetadata } from '@/lib/metadata';
import type { AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = routeMetadata('signupUnsubscribe');

/** The unsubscribe link of every sign-up mail: one click unsubscribes. */
export default async function SignupUnsubscribePage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountSection>
      <AccountMessages namespace="SignupUnsubscribe">
        <SignupLinkAction kind="unsubscribe" support={pageSupport(locale)} />
      </AccountMessages>
    </AccountSection>
  );
}
