/**
 * The one list of the marketing site's pages. The sitemap, the header navigation and the
 * end-to-end tests all read it, so a page added here is linked, listed and tested.
 * Paths are the same in both locales, relative to `/{locale}`, with a trailing slash.
 */
export type NavKey =
  | 'accounts'
  | 'budgetCalculator'
  | 'budgetCheck'
  | 'bankComparison'
  | 'investing'
  | 'impact'
  | 'jobs'
  | 'magazine';

export interface RouteEntry {
  id: string;
  path: string;
  /** The page's message namespace (title and description come from there). */
  namespace: string;
  /** Shown in the header navigation under this label. */
  nav?: NavKey;
  /** System and error pages are noindex and stay out of the sitemap. */
  indexable: boolean;
}

/**
 * The system pages for account actions (SPEC §2), all noindex. Links in e-mails and the app
 * point here; a link's hash travels in the URL fragment (`/en-EU/account/password-reset/#…`).
 */
export const accountRoutes = {
  alreadyRegistered: '/account/already-registered/',
  partnerRegistration: '/account/partner-registration/',
  partnerLinkExpired: '/account/partner-link-expired/',
  deviceUnbindSuccess: '/account/device-unbound/',
  emailVerificationSuccess: '/account/email-verified/',
  genericError: '/account/error/',
  linkExpired: '/account/link-expired/',
  mobileLink: '/account/mobile-link/',
  referral: '/account/referral/',
  reimbursement: '/account/reimbursement/',
  passwordReset: '/account/password-reset/',
  psd2Authorization: '/account/psd2-authorization/',
} as const;

export type AccountRouteId = keyof typeof accountRoutes;

/** The message namespace of each system page. */
export const accountNamespaces: Record<AccountRouteId, string> = {
  alreadyRegistered: 'AlreadyRegistered',
  partnerRegistration: 'PartnerRegistration',
  partnerLinkExpired: 'PartnerLinkExpired',
  deviceUnbindSuccess: 'DeviceUnbindSuccess',
  emailVerificationSuccess: 'EmailVerificationSuccess',
  genericError: 'GenericError',
  linkExpired: 'LinkExpired',
  mobileLink: 'MobileLink',
  referral: 'Referral',
  reimbursement: 'Reimbursement',
  passwordReset: 'PasswordReset',
  psd2Authorization: 'Psd2Authorization',
};

export const routes: RouteEntry[] = [
  { id: 'home', path: '/', namespace: 'HomePage', indexable: true },
  { id: 'accounts', path: '/accounts/', namespace: 'AccountComparison', nav: 'accounts', indexable: true },
  { id: 'budgetCalculator', path: '/budget-calculator/', namespace: 'BudgetCalculator', nav: 'budgetCalculator', indexable: true },
  { id: 'budgetCheck', path: '/50-30-20/', namespace: 'BudgetCheck', nav: 'budgetCheck', indexable: true },
  { id: 'bankComparison', path: '/bank-comparison/', namespace: 'BankComparator', nav: 'bankComparison', indexable: true },
  ...(Object.keys(accountRoutes) as AccountRouteId[]).map((id) => ({
    id,
    path: accountRoutes[id],
    namespace: accountNamespaces[id],
    indexable: false,
  })),
];

export const navRoutes = routes.filter((route): route is RouteEntry & { nav: NavKey } =>
  Boolean(route.nav),
);

/** `/{locale}{path}`, e.g. localizedPath('de-DE', '/jobs/') -> '/de-DE/jobs/'. */
export function localizedPath(locale: string, path: string): string {
  return `/${locale}${path}`;
}
