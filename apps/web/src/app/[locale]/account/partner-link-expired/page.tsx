import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RegistrationLink } from '@/components/consent/RegistrationLink';
import { AccountSection } from '@/components/account/AccountSection';
import { accountMetadata, type AccountPageProps } from '@/components/account/accountPage';

export const generateMetadata = accountMetadata('partnerLinkExpired');

/** A partner registration link older than 90 days: 'This link is no longer valid', restart. */
export default async function PartnerLinkExpiredPage({ params }: AccountPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'PartnerLinkExpired' });
  const tErrors = await getTranslations({ locale, namespace: 'Errors' });
  const tSystem = await getTranslations({ locale, namespace: 'SystemPage' });
  return (
    <AccountSection emoji="⏳">
      <h1>{tErrors('partnerLinkTooOld')}</h1>
      <p>{t('text')}</p>
      <div>
        <RegistrationLink locale={locale} creative="partner_link_expired_restart">
          {tSystem('restartRegistration')}
        </RegistrationLink>
      </div>
    </AccountSection>
  );
}
