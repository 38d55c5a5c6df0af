import type { SiteConfig } from './siteConfig';

/**
 * The one list of the marketing site's pages: id -> path below `/{locale}` (the same in both
 * locales, with a trailing slash), the message namespace that holds the page's title and
 * description, whether search engines may index it, and whether the header links it (under the
 * id as its label in the `Header` catalogue). Page metadata, the header, the footer, the sitemap,
 * the legal links of both apps, the consent dialog and the end-to-end tests read it, so a page
 * added here is linked, listed and tested, and a page moves by changing one line.
 *
 * Detail pages (jobs, companies, articles) come from content below their list page, see
 * `detailPath` in apps/web.
 */
export interface RouteDefinition {
  readonly path: string;
  readonly namespace: string;
  /** System and error pages are noindex and stay out of the sitemap. */
  readonly indexable: boolean;
  /** Linked from the header navigation. */
  readonly nav?: true;
  /** A calculator or comparison: the header lists it under its 'Tools' disclosure. */
  readonly tool?: true;
  /** The system pages for account actions (SPEC §2): links in e-mails and the app point here. */
  readonly account?: true;
}

/**
 * The legal pages, kept apart so that the registration app, which links only these, bundles
 * only these.
 */
/**
 * The legal pages' paths apart from the rest of their entries, so that a bundle that only links
 * them (the registration app's footer and consents, legalUrl) carries only these strings.
 */
const legalPaths = {
  imprint: '/legal/imprint/',
  privacy: '/legal/privacy/',
  terms: '/legal/terms/',
  accessibility: '/legal/accessibility/',
  partners: '/legal/partners/',
  appPrivacy: '/legal/app-privacy/',
  depositorInformation: '/legal/depositor-information/',
} as const;

const legalRoutes = {
  imprint: { path: legalPaths.imprint, namespace: 'LegalPages.imprint', indexable: true },
  privacy: { path: legalPaths.privacy, namespace: 'LegalPages.privacy', indexable: true },
  terms: { path: legalPaths.terms, namespace: 'LegalPages.terms', indexable: true },
  accessibility: { path: legalPaths.accessibility, namespace: 'LegalPages.accessibility', indexable: true },
  partners: { path: legalPaths.partners, namespace: 'LegalPages.partners', indexable: true },
  appPrivacy: { path: legalPaths.appPrivacy, namespace: 'LegalPages.appPrivacy', indexable: true },
  /** The depositor information sheet ('Informationsbogen für den Einleger') of the partner bank's deposit guarantee. */
  depositorInformation: { path: legalPaths.depositorInformation, namespace: 'LegalPages.depositorInformation', indexable: true },
} as const satisfies Record<string, RouteDefinition>;

/** The order is the sitemap's and, for `nav` routes, the header's. */
export const routes = {
  home: { path: '/', namespace: 'HomePage', indexable: true },
  investing: { path: '/investing/', namespace: 'InvestingPage', indexable: true, nav: true },
  companies: { path: '/investing/companies/', namespace: 'CompaniesPage', indexable: true },
  investingWaitingList: { path: '/investing/waiting-list/', namespace: 'SignupPages.investing', indexable: true },
  impact: { path: '/impact/', namespace: 'ImpactPage', indexable: true, nav: true },
  crowdinvesting: { path: '/crowdinvesting/', namespace: 'CrowdinvestingPage', indexable: true },
  jobs: { path: '/jobs/', namespace: 'JobsPage', indexable: true, nav: true },
  magazine: { path: '/magazine/', namespace: 'MagazinePage', indexable: true, nav: true },
  newsletter: { path: '/newsletter/', namespace: 'SignupPages.newsletter', indexable: true },
  /** Behind the link of every double opt-in mail (newsletter, crowdinvesting, iou); token in the fragment. */
  signupConfirmation: { path: '/newsletter/confirm/', namespace: 'SignupConfirmation', indexable: false },
  /** Behind the unsubscribe link of every sign-up mail; token in the fragment. */
  signupUnsubscribe: { path: '/newsletter/unsubscribe/', namespace: 'SignupUnsubscribe', indexable: false },
  appTesters: { path: '/app-testers/', namespace: 'SignupPages.iou', indexable: true },
  /** Target of every Get-the-app QR code: phones go on to their store, others see both buttons. */
  appLink: { path: '/app/', namespace: 'AppLinkPage', indexable: false },
  /** Without JavaScript the header's search control leads here: search needs a script, so it points to the sitemap. */
  search: { path: '/search/', namespace: 'SearchPage', indexable: false },
  ...legalRoutes,
  /** How to complain and where to turn next; the imprint says the same (apps/web's Complaints components). */
  complaints: { path: '/legal/complaints/', namespace: 'ComplaintsPage', indexable: true },
  accounts: { path: '/accounts/', namespace: 'AccountComparison', indexable: true, nav: true },
  /** The list of prices and services: every plan's fees; each plan's fee information document is below it (`feeInformationPath`). */
  priceList: { path: '/accounts/prices/', namespace: 'PriceList', indexable: true },
  budgetCalculator: { path: '/budget-calculator/', namespace: 'BudgetCalculator', indexable: true, nav: true, tool: true },
  budgetCheck: { path: '/50-30-20/', namespace: 'BudgetCheck', indexable: true, nav: true, tool: true },
  bankComparison: { path: '/bank-comparison/', namespace: 'BankComparator', indexable: true, nav: true, tool: true },
  alreadyRegistered: { path: '/account/already-registered/', namespace: 'AlreadyRegistered', indexable: false, account: true },
  partnerRegistration: { path: '/account/partner-registration/', namespace: 'PartnerRegistration', indexable: false, account: true },
  partnerLinkExpired: { path: '/account/partner-link-expired/', namespace: 'PartnerLinkExpired', indexable: false, account: true },
  deviceUnbindSuccess: { path: '/account/device-unbound/', namespace: 'DeviceUnbindSuccess', indexable: false, account: true },
  emailVerificationSuccess: { path: '/account/email-verified/', namespace: 'EmailVerificationSuccess', indexable: false, account: true },
  genericError: { path: '/account/error/', namespace: 'GenericError', indexable: false, account: true },
  linkExpired: { path: '/account/link-expired/', namespace: 'LinkExpired', indexable: false, account: true },
  mobileLink: { path: '/account/mobile-link/', namespace: 'MobileLink', indexable: false, account: true },
  referral: { path: '/account/referral/', namespace: 'Referral', indexable: false, account: true },
  reimbursement: { path: '/account/reimbursement/', namespace: 'Reimbursement', indexable: false, account: true },
  passwordReset: { path: '/account/password-reset/', namespace: 'PasswordReset', indexable: false, account: true },
  psd2Authorization: { path: '/account/psd2-authorization/', namespace: 'Psd2Authorization', indexable: false, account: true },
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export type LegalPageKind = keyof typeof legalRoutes;
export type NavRouteId = { [K in RouteId]: Routes[K] extends { nav: true } ? K : never }[RouteId];
export type AccountRouteId = { [K in RouteId]: Routes[K] extends { account: true } ? K : never }[RouteId];

export interface RouteEntry extends RouteDefinition {
  readonly id: RouteId;
}

// The lists below are derived through functions marked pure, so a bundle that uses only a
// helper (the registration app's legalUrl, the language switch's localizedPath) drops them
// and the registry with them.
function listRoutes(): readonly RouteEntry[] {
  return (Object.keys(routes) as RouteId[]).map((id) => ({ id, ...routes[id] }));
}

/** Every route with its id, in the registry's order. */
export const routeList = /* @__PURE__ */ listRoutes();

export const legalPageKinds = /* @__PURE__ */ (() => Object.keys(legalRoutes) as readonly LegalPageKind[])();

export const navRouteIds = /* @__PURE__ */ (() => listRoutes().filter((route) => route.nav).map((route) => route.id as NavRouteId))();

/** The header's links of their own, and the tools it lists under one 'Tools' disclosure. */
export const mainNavRouteIds = /* @__PURE__ */ (() => navRouteIds.filter((id) => !('tool' in routes[id])))();
export const toolNavRouteIds = /* @__PURE__ */ (() => navRouteIds.filter((id) => 'tool' in routes[id]))();

export const accountRouteIds = /* @__PURE__ */ (() =>
  listRoutes().filter((route) => route.account).map((route) => route.id as AccountRouteId))();

/** `/{locale}{path}` for a path below the locale, e.g. a content detail page's. */
export function localizedPath(locale: string, path: string): string {
  return `/${locale}${path}`;
}

/**
 * The inverse, for a browser path: pathWithoutLocale('/de-DE/jobs/', 'de-DE') -> '/jobs/',
 * '/de-DE' -> '/'. Every URL of the site carries its locale, so the header's language switch
 * needs no more than this (and not next-intl's navigation runtime in every page's bundle).
 */
export function pathWithoutLocale(pathname: string, locale: string): string {
  const prefix = `/${locale}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/** The link to a page of the registry: href('jobs', 'de-DE') -> '/de-DE/jobs/'. */
export function href(id: RouteId, locale: string): string {
  return localizedPath(locale, routes[id].path);
}

/** Absolute URL of a page of the registry, for links from the registration app and for the sitemap. */
export function routeUrl(config: Pick<SiteConfig, 'siteUrl'>, locale: string, id: RouteId): string {
  return `${config.siteUrl}${href(id, locale)}`;
}

/**
 * A plan's fee information document (Zahlungskontengesetz § 5) as a page, below the price list:
 * `/accounts/prices/{slug}/`. The registration app links it for the plan chosen, so it is here.
 */
export function feeInformationPath(planSlug: string): string {
  return `${routes.priceList.path}${planSlug}/`;
}

/** Absolute URL of a plan's fee information document, for the registration app. */
export function feeInformationUrl(config: Pick<SiteConfig, 'siteUrl'>, locale: string, planSlug: string): string {
  return `${config.siteUrl}${localizedPath(locale, feeInformationPath(planSlug))}`;
}

/** `/{locale}/legal/...` for links inside the marketing site. */
export function legalPath(locale: string, kind: LegalPageKind): string {
  return localizedPath(locale, legalPaths[kind]);
}

/** Absolute URL of a legal page, for links from the registration app to the marketing site. */
export function legalUrl(config: Pick<SiteConfig, 'siteUrl'>, locale: string, kind: LegalPageKind): string {
  return `${config.siteUrl}${legalPath(locale, kind)}`;
}

/**
 * The legal pages the consent dialog links (SPEC §2), for the locale's dialog: paths within the
 * marketing site, or absolute URLs when given its origin (the registration app's dialog).
 */
export function consentLegalLinks(locale: string, config?: Pick<SiteConfig, 'siteUrl'>): Record<'partners' | 'privacy' | 'imprint', string> {
  const origin = config?.siteUrl ?? '';
  return {
    partners: `${origin}${legalPath(locale, 'partners')}`,
    privacy: `${origin}${legalPath(locale, 'privacy')}`,
    imprint: `${origin}${legalPath(locale, 'imprint')}`,
  };
}

/**
 * Support link of §2: support site, then the first two letters of the locale, then the support home.
 * Here, beside the other page links, so that an app importing it takes none of `siteConfig`'s defaults
 * (the registration bundle would otherwise carry the placeholder app origin).
 */
export function supportUrl(config: Pick<SiteConfig, 'supportSiteUrl'>, locale: string): string {
  return `${config.supportSiteUrl}/${locale.slice(0, 2).toLowerCase()}/support/home`;
}

/**
 * The list pages whose detail pages (a job, a company, an article, a plan's fee information)
 * sit below them, each detail page of one page type: `<id>Detail`.
 */
export const detailParentIds = ['jobs', 'companies', 'magazine', 'priceList'] as const satisfies readonly RouteId[];
/** The registration app's pages (apps/registration): the form and its error page. */
export const registrationPageTypes = ['registration', 'registrationError'] as const;

/**
 * Every page type of both apps: what field data (the Core Web Vitals beacon, packages/consent
 * `fieldData.ts`) is reported by, instead of a path. The API takes no other (`@site/api/contract`).
 */
export type PageType = RouteId | `${(typeof detailParentIds)[number]}Detail` | 'notFound' | (typeof registrationPageTypes)[number];
export const pageTypes = [
  ...(Object.keys(routes) as RouteId[]),
  ...detailParentIds.map((id) => `${id}Detail` as const),
  'notFound',
  ...registrationPageTypes,
] as readonly PageType[] as readonly [PageType, ...PageType[]];

/**
 * The page type of a marketing-site path below the locale (`/jobs/`, `/jobs/some-job/`): a route
 * of the registry, the detail page of the nearest list page above it, or `notFound`.
 */
export function pageTypeOf(path: string): PageType {
  const id = (Object.keys(routes) as RouteId[]).find((key) => routes[key].path === path);
  if (id) return id;
  const parent = detailParentIds
    .filter((key) => path.startsWith(routes[key].path))
    .sort((a, b) => routes[b].path.length - routes[a].path.length)[0];
  return parent ? `${parent}Detail` : 'notFound';
}
