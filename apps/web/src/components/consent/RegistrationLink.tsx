import type { ReactNode } from 'react';
import { AttributedLink } from '@site/consent';
import type { Locale } from '@site/i18n';
import { ButtonLink } from '@site/ui';
import { registrationHref } from '@/lib/registrationLink';
import { consentConfig } from '@/config';

/**
 * A button into the registration app in the page's language, through the attribution service
 * with ADJUST consent (§7). `creative` names where it stands, e.g. 'home_open_account'.
 */
export function RegistrationLink({
  locale,
  creative,
  plan,
  children,
}: {
  locale: Locale;
  creative: string;
  /** The plan chosen, as its content slug. */
  plan?: string;
  children: ReactNode;
}) {
  return (
    <ButtonLink
      as={AttributedLink}
      href={registrationHref(locale, plan)}
      creative={creative}
      locale={locale}
      attribution={consentConfig.attribution}
    >
      {children}
    </ButtonLink>
  );
}
