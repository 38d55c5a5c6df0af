import { setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { DeviceUnbind } from '@/components/account/DeviceUnbind';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('deviceUnbindSuccess');

/** DeviceUnbindSuccess: unbinds the device named by the link, then confirms it. */
export default async function DeviceUnbindPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountSection>
      <AccountMessages namespace="DeviceUnbindSuccess">
        <DeviceUnbind contactEmail={siteConfig.contactEmail} />
      </AccountMessages>
    </AccountSection>
  );
}
