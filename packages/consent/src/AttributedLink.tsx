'use client';
import { useEffect, useState, type AnchorHTMLAttributes } from 'react';
import { attributionLink, deviceFromUserAgent } from './attribution';
import type { AttributionConfig } from './config';
import { hasConsent } from './cookies';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** The plain store or registration link (used without consent and before hydration). */
  href: string;
  creative: string;
  locale: string;
  attribution: AttributionConfig;
};

/** A store/registration link that goes through the attribution service only with ADJUST consent (§7). */
export function AttributedLink({ href, creative, locale, attribution, children, ...rest }: Props) {
  const [target, setTarget] = useState(href);
  useEffect(() => {
    setTarget(
      attributionLink({
        target: href,
        hasConsent: hasConsent('ADJUST'),
        config: attribution,
        device: deviceFromUserAgent(navigator.userAgent),
        locale,
        creative,
        pageUrl: window.location.href,
      }),
    );
  }, [href, creative, locale, attribution]);
  // data-attribution-creative marks every link that goes through here (the e2e tests look for it).
  return (
    <a {...rest} href={target} data-attribution-creative={creative}>
      {children}
    </a>
  );
}
