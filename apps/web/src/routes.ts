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

/** The app-tester (iou) sign-up; the footer and Get the app link it. */
export const appTestersPath = '/app-testers/';

/** The content pages (issue 7). Detail pages (jobs, companies, articles) come from content. */
export const contentRoutes: RouteEntry[] = [
  { id: 'investing', path: '/investing/', namespace: 'InvestingPage', nav: 'investing', indexable: true },
  { id: 'companies', path: '/investing/companies/', namespace: 'CompaniesPage', indexable: true },
  { id: 'investingWaitingList', path: '/investing/waiting-list/', namespace: 'SignupPages.investing', indexable: true },
  { id: 'impact', path: '/impact/', namespace: 'ImpactPage', nav: 'impact', indexable: true },
  { id: 'crowdinvesting', path: '/crowdinvesting/', namespace: 'CrowdinvestingPage', indexable: true },
  { id: 'jobs', path: '/jobs/', namespace: 'JobsPage', nav: 'jobs', indexable: true },
  { id: 'magazine', path: '/magazine/', namespace: 'MagazinePage', nav: 'magazine', indexable: true },
  { id: 'newsletter', path: '/newsletter/', namespace: 'SignupPages.newsletter', indexable: true },
  { id: 'appTesters', path: appTestersPath, namespace: 'SignupPages.iou', indexable: true },
  { id: 'appLink', path: '/app/', namespace: 'AppLinkPage', indexable: false },
  { id: 'imprint', path: '/legal/imprint/', namespace: 'LegalPages.imprint', indexable: true },
  { id: 'privacy', path: '/legal/privacy/', namespace: 'LegalPages.privacy', indexable: true },
  { id: 'terms', path: '/legal/terms/', namespace: 'LegalPages.terms', indexable: true },
  { id: 'accessibility', path: '/legal/accessibility/', namespace: 'LegalPages.accessibility', indexable: true },
  { id: 'partners', path: '/legal/partners/', namespace: 'LegalPages.partners', indexable: true },
  { id: 'appPrivacy', path: '/legal/app-privacy/', namespace: 'LegalPages.appPrivacy', indexable: true },
];

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
  ...contentRoutes,
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

/**
 * `/{locale}{path}`, e.g. localizedPath('de-DE', '/jobs/') -> '/de-DE/jobs/'. This file imports
 * nothing (bench/lib/routes.mjs loads it alone), so the header's locale switch, which must not
 * bundle this route table, has the same function in i18n/localizedPath.ts; a test keeps the two
 * equal.
 */
export function localizedPath(locale: string, path: string): string {
  return `/${locale}${path}`;
}
