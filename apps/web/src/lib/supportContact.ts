import { supportUrl, type SiteConfig } from '@site/config';
import type { ConsentConfig } from '@site/consent/config';
import type { Locale } from '@site/i18n';
import type { SupportContact } from './chat';

/** The support buttons' addresses of a page in `locale`, from the build's configuration. */
export function supportContact(site: SiteConfig, consent: Pick<ConsentConfig, 'vendors'>, locale: Locale): SupportContact {
  return { email: site.contactEmail, site: supportUrl(site, locale), chat: Boolean(consent.vendors.FRESHCHAT.id) };
}
