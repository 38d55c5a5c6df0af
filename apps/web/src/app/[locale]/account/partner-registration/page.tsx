import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegistrationLink } from '@/components/consent/RegistrationLink';
import { href } from '@site/config/routes';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountSection } from '@/components/account/AccountSection';
import { PartnerRegistrationForm } from '@/components/account/PartnerRegistrationForm';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('partnerRegistration');

/** Partner-site registration: password, birthday and consents for the hash in the fragment. */
export default async function PartnerRegistrationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tSystem] = await Promise.all([
    getTranslations({ locale, namespace: 'PartnerRegistration' }),
    getTranslations({ locale, namespace: 'SystemPage' }),
  ]);
  return (
    <AccountSection>
      <h1>{t('headline')}</h1>
      <p>{t('intro')}</p>
      <AccountMessages namespace="PartnerRegistration">
        <PartnerRegistrationForm
          restartLink={
            <RegistrationLink locale={locale} creative="partner_registration_restart">
              {tSystem('restartRegistration')}
            </RegistrationLink>
          }
          linkExpiredHref={href('partnerLinkExpired', locale)}
          alreadyRegisteredHref={href('alreadyRegistered', locale)}
        />
      </AccountMessages>
    </AccountSection>
  );
}
