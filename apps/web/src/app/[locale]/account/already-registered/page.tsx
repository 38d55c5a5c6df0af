import { getTranslations, setRequestLocale } from 'next-intl/server';
import { href } from '@site/config/routes';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('alreadyRegistered');

/** AlreadyRegistered: the partner link was used before; a new password comes from the app. */
export default async function AlreadyRegisteredPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tSystem = await getTranslations({ locale, namespace: 'SystemPage' });
  return (
    <AccountPage
      id="alreadyRegistered"
      locale={locale}
      after={
        <p>
          <a href={href('home', locale)}>{tSystem('home')}</a>
        </p>
      }
    />
  );
}
