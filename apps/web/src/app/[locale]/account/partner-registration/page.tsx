import { getTranslations, setRequestLocale } from 'next-intl/server';
import { href } from '@site/config/routes';
import { RegistrationLink } from '@/components/consent/RegistrationLink';
import { PartnerRegistrationForm } from '@/components/account/PartnerRegistrationForm';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('partnerRegistration');

/** Partner-site registration: password, birthday and consents for the hash in the fragment. */
export default async function PartnerRegistrationPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tSystem = await getTranslations({ locale, namespace: 'SystemPage' });
  return (
    <AccountPage id="partnerRegistration" locale={locale}>
      <PartnerRegistrationForm
        restartLink={
          <RegistrationLink locale={locale} creative="partner_registration_restart">
            {tSystem('restartRegistration')}
          </RegistrationLink>
        }
        linkExpiredHref={href('partnerLinkExpired', locale)}
        alreadyRegisteredHref={href('alreadyRegistered', locale)}
      />
    </AccountPage>
  );
}
