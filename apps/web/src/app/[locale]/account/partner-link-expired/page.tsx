import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegistrationLink } from '@/components/consent/RegistrationLink';
import { AccountPage, accountMetadata, type AccountPageProps } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('partnerLinkExpired');

/** A partner registration link older than 90 days: 'This link is no longer valid', restart. */
export default async function PartnerLinkExpiredPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tSystem = await getTranslations({ locale, namespace: 'SystemPage' });
  return (
    <AccountPage
      id="partnerLinkExpired"
      locale={locale}
      after={
        <div>
          <RegistrationLink locale={locale} creative="partner_link_expired_restart">
            {tSystem('restartRegistration')}
          </RegistrationLink>
        </div>
      }
    />
  );
}
