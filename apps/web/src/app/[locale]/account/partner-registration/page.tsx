import { href } from '@site/config/routes';
import { consentDocuments } from '@site/config';
import { legalIdentity, pageSupport, siteConfig } from '@/config';
import { RegistrationLink } from '@/components/consent/RegistrationLink';
import { PartnerRegistrationForm } from '@/components/account/PartnerRegistrationForm';
import { accountMetadata, accountPage } from '@/components/account/AccountPage';

export const generateMetadata = accountMetadata('partnerRegistration');

/** Partner-site registration: password, birthday and consents for the hash in the fragment. */
export default accountPage('partnerRegistration', (locale, tSystem, head) => ({
  children: (
    <PartnerRegistrationForm
      restartLink={
        <RegistrationLink locale={locale} creative="partner_registration_restart">
          {tSystem('restartRegistration')}
        </RegistrationLink>
      }
      linkExpiredHref={href('partnerLinkExpired', locale)}
      alreadyRegisteredHref={href('alreadyRegistered', locale)}
      documents={consentDocuments(siteConfig, legalIdentity.partnerBank.documents, locale)}
      support={pageSupport(locale)}
      head={head}
    />
  ),
}));
