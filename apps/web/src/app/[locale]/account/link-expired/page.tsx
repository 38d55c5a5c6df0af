import { setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { SupportButtons } from '@/components/account/SupportButtons';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('linkExpired');

/** LinkExpired: 'The link you clicked has expired or has already been used.', chat and e-mail. */
export default async function LinkExpiredPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage id="linkExpired" locale={locale}>
      <SupportButtons contactEmail={siteConfig.contactEmail} />
    </AccountPage>
  );
}
