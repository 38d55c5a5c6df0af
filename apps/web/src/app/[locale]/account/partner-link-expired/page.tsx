import { RegistrationLink } from '@/components/consent/RegistrationLink';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('partnerLinkExpired');

/** A partner registration link older than 90 days: 'This link is no longer valid', restart. */
export default accountPage('partnerLinkExpired', (locale, tSystem) => ({
  after: (
    <div>
      <RegistrationLink locale={locale} creative="partner_link_expired_restart">
        {tSystem('restartRegistration')}
      </RegistrationLink>
    </div>
  ),
}));
