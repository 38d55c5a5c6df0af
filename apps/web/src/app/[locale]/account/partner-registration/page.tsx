import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toRegistrationLocale } from '@site/i18n';
import { siteConfig } from '@/config';
import { accountRoutes, localizedPath } from '@/routes';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { PartnerRegistrationForm } from '@/components/account/PartnerRegistrationForm';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('partnerRegistration');

/** Partner-site registration: password, birthday and consents for the hash in the fragment. */
export default async function PartnerRegistrationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'PartnerRegistration' });
  return (
    <AccountSection>
      <h1>{t('headline')}</h1>
      <p>{t('intro')}</p>
      <AccountMessages namespace="PartnerRegistration">
        <PartnerRegistrationForm
          registrationUrl={`${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`}
          linkExpiredHref={localizedPath(locale, accountRoutes.partnerLinkExpired)}
          alreadyRegisteredHref={localizedPath(locale, accountRoutes.alreadyRegistered)}
        />
      </AccountMessages>
    </AccountSection>
  );
}
