import type { LinkKind } from './links';

/**
 * Where each link of a mail leads on the site (`${SITE_URL}/{locale}{path}#<token>`). The token
 * travels in the fragment, so it never reaches a server log or a Referer header.
 */
export const linkPagePaths: Record<LinkKind, string> = {
  partner: '/account/partner-registration/',
  reset: '/account/password-reset/',
  refund: '/account/reimbursement/',
  referral: '/account/referral/',
  unbind: '/account/device-unbound/',
  verify: '/account/email-verified/',
  psd2: '/account/psd2-authorization/',
};

export const signupPagePaths = {
  confirm: '/newsletter/confirm/',
  unsubscribe: '/newsletter/unsubscribe/',
} as const;

export function pageUrl(siteUrl: string, locale: string, path: string, token: string): string {
  return `${siteUrl}/${locale}${path}#${token}`;
}
