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

export const routes: RouteEntry[] = [
  { id: 'home', path: '/', namespace: 'HomePage', indexable: true },
  { id: 'accounts', path: '/accounts/', namespace: 'AccountComparison', nav: 'accounts', indexable: true },
  { id: 'budgetCalculator', path: '/budget-calculator/', namespace: 'BudgetCalculator', nav: 'budgetCalculator', indexable: true },
  { id: 'budgetCheck', path: '/50-30-20/', namespace: 'BudgetCheck', nav: 'budgetCheck', indexable: true },
  { id: 'bankComparison', path: '/bank-comparison/', namespace: 'BankComparator', nav: 'bankComparison', indexable: true },
];

export const navRoutes = routes.filter((route): route is RouteEntry & { nav: NavKey } =>
  Boolean(route.nav),
);

/** `/{locale}{path}`, e.g. localizedPath('de-DE', '/jobs/') -> '/de-DE/jobs/'. */
export function localizedPath(locale: string, path: string): string {
  return `/${locale}${path}`;
}
