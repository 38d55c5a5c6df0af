import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountSection } from '@/components/account/AccountSection';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';
import { href } from '@site/config/routes';

export const generateMetadata = accountMetadata('alreadyRegistered');

/** AlreadyRegistered: the partner link was used before; a new password comes from the app. */
export default async function AlreadyRegisteredPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'AlreadyRegistered' });
  const tErrors = await getTranslations({ locale, namespace: 'Errors' });
  const tSystem = await getTranslations({ locale, namespace: 'SystemPage' });
  return (
    <AccountSection emoji="👋">
      <h1>{tErrors('alreadySignedUp')}</h1>
      <p>{t('text')}</p>
      <p>
        <a href={href('home', locale)}>{tSystem('home')}</a>
      </p>
    </AccountSection>
  );
}
