import type { LinkKind } from '@site/api/contract';
import { href, type RouteId } from '@site/config/routes';
import type { Locale } from '@site/i18n/locales';

/**
 * Where each link of a mail leads on the site (`${SITE_URL}/{locale}{path}#<token>`), by the
 * route registry's ids. The token travels in the fragment, so it never reaches a server log or a
 * Referer header.
 */
export const linkPages: Record<LinkKind, RouteId> = {
  partner: 'partnerRegistration',
  reset: 'passwordReset',
  refund: 'reimbursement',
  referral: 'referral',
  unbind: 'deviceUnbindSuccess',
  verify: 'emailVerificationSuccess',
  psd2: 'psd2Authorization',
};

export const signupPages = { confirm: 'signupConfirmation', unsubscribe: 'signupUnsubscribe' } as const satisfies Record<string, RouteId>;

export function pageUrl(siteUrl: string, locale: Locale, page: RouteId, token: string): string {
  return `${siteUrl}${href(page, locale)}#${token}`;
}
