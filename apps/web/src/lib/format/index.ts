/**
 * How the site writes values, one formatter per kind of value, every one through `intlLocale` of
 * @site/i18n. Amounts come in euros (`formatEuro`) or, from the tools, in integer cents
 * (`formatCents`); shares as ratios (`formatPercent`). A number and its unit are joined by
 * `joinUnit` of @site/i18n/units, which also binds the numbers inside the catalogues' and the
 * content's texts (`bindUnits`), so no figure breaks at a line end.
 */
export { formatNumber } from './formatNumber';
export { joinUnit, bindUnits } from '@site/i18n/units';
export { formatEuro, formatCents, formatPlanPrice, type EuroOptions } from './formatEuro';
export { formatPercent, type PercentOptions } from './formatPercent';
export { formatDate, formatNumericDate } from './formatDate';
