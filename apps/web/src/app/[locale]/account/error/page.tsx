import { getTranslations, setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { SupportButtons } from '@/components/account/SupportButtons';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('genericError');

/** GenericError: 'Whoops! Something went wrong.' with chat and e-mail buttons. */
export default async function GenericErrorPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'GenericError' });
  const tErrors = await getTranslations({ locale, namespace: 'Errors' });
  return (
    <AccountSection emoji="🤔">
      <h1>{tErrors('generic')}</h1>
      <p>{t('text')}</p>
      <AccountMessages namespace="GenericError">
        <SupportButtons contactEmail={siteConfig.contactEmail} />
      </AccountMessages>
    </AccountSection>
  );
}
