/**
 * How the site writes values, one formatter per kind of value, every one through `intlLocale` of
 * @site/i18n. Amounts come in euros (`formatEuro`) or, from the tools, in integer cents
 * (`formatCents`); shares as ratios (`formatPercent`).
 */
export { formatNumber, NBSP } from './formatNumber';
export { formatEuro, formatCents, formatPlanPrice, type EuroOptions } from './formatEuro';
export { formatPercent, type PercentOptions } from './formatPercent';
export { formatDate, formatNumericDate } from './formatDate';
