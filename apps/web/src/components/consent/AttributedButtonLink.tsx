import type { ReactNode } from 'react';
import { AttributedLink } from '@site/consent';
import type { AttributionConfig } from '@site/consent/config';
import { buttonClassName } from '@site/ui';

interface Props {
  /** The plain store or registration link, used without ADJUST consent (§7). */
  href: string;
  creative: string;
  locale: string;
  /** `consentConfig.attribution` from SiteConsent (read on the server and passed down). */
  attribution: AttributionConfig;
  children: ReactNode;
  'data-store'?: string;
}

/**
 * `ButtonLink` markup on `AttributedLink`: a button-styled store or registration link that goes
 * through the attribution service only with ADJUST consent, as the footer's store links do.
 */
export function AttributedButtonLink({ children, ...rest }: Props) {
  return (
    <AttributedLink {...rest} className={buttonClassName('primary', false)}>
      <span className="ui-button__labels">
        <span className="ui-button__label" data-active="true">
          {children}
        </span>
      </span>
    </AttributedLink>
  );
}
