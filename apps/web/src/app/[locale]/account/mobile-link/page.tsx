import { setRequestLocale } from 'next-intl/server';
import { MobileLinkQr } from '@/components/account/MobileLinkQr';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('mobileLink');

/** MobileLink: an app link opened on a desktop asks to be opened on the smartphone. */
export default async function MobileLinkPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage id="mobileLink" locale={locale}>
      <MobileLinkQr />
    </AccountPage>
  );
}
