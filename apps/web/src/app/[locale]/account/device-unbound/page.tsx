import { setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { DeviceUnbind } from '@/components/account/DeviceUnbind';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('deviceUnbindSuccess');

/** DeviceUnbindSuccess: unbinds the device named by the link, then confirms it. */
export default async function DeviceUnbindPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage id="deviceUnbindSuccess" locale={locale}>
      <DeviceUnbind contactEmail={siteConfig.contactEmail} />
    </AccountPage>
  );
}
