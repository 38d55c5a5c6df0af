import { isLocale, type Locale } from '@site/i18n';
import { formatAmountInput, parseAmount } from './money';

/** What a tool keeps in sessionStorage: the entries as typed and the locale they were typed in. */
export interface StoredEntries<F extends string> {
  locale: Locale;
  entries: Partial<Record<F, string>>;
}

/**
 * Entries read back from storage, keeping only the tool's own fields. Entries typed in the
 * other locale are rewritten in this one ('1.234,56' becomes '1,234.56'), so switching language
 * keeps the amounts; an entry that was not a valid amount is kept as typed so nothing the
 * visitor typed is lost. `signed` lists the fields that may be negative.
 */
export function restoreEntries<F extends string>(
  stored: unknown,
  locale: Locale,
  fields: readonly F[],
  signed: readonly F[] = [],
): Partial<Record<F, string>> {
  if (!isStoredEntries(stored)) return {};
  const entries: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = (stored.entries as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    if (stored.locale === locale) {
      entries[field] = value;
      continue;
    }
    const parsed = parseAmount(value, stored.locale, { allowNegative: signed.includes(field) });
    entries[field] = parsed.kind === 'valid' ? formatAmountInput(parsed.cents, locale) : value;
  }
  return entries;
}

function isStoredEntries(value: unknown): value is StoredEntries<string> {
  if (typeof value !== 'object' || value === null) return false;
  const { locale, entries } = value as Record<string, unknown>;
  return isLocale(locale) && typeof entries === 'object' && entries !== null;
}
