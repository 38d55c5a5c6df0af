import { setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { SupportButtons } from '@/components/account/SupportButtons';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('genericError');

/** GenericError: 'Whoops! Something went wrong.' with chat and e-mail buttons. */
export default async function GenericErrorPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage id="genericError" locale={locale}>
      <SupportButtons contactEmail={siteConfig.contactEmail} />
    </AccountPage>
  );
}
