import type { Locale } from '@site/i18n';
import { formatNumber } from './format';

// Apart from the rules of src/lib/impact.ts, so that the count-up animation (a client component)
// carries only this.

/** An impact figure in its parts: the number as shown (in its display unit), its decimals, and the text around it. */
export interface ImpactParts {
  prefix: string;
  number: number;
  maximumFractionDigits: number;
  suffix: string;
}

/** The parts of an impact figure written out for the locale (a count-up frame passes a smaller number). */
export function joinImpactParts({ prefix, number, maximumFractionDigits, suffix }: ImpactParts, locale: Locale): string {
  return `${prefix}${formatNumber(number, locale, { maximumFractionDigits })}${suffix}`;
}

