import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@site/i18n';
import { placeholders } from '../helpers';

// The specs compare the pages with the bundled Contentful export the build read, so they check
// what a visitor sees against the source, not against the page's own code.
interface ExportEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
}

const exportFile = path.join(process.cwd(), 'packages', 'content', 'data', 'export.json');
const entries = (JSON.parse(readFileSync(exportFile, 'utf8')) as { entries: ExportEntry[] }).entries;

/** One field of an entry in a locale, falling back to en-EU, with the configured names filled in. */
function field<T>(entry: ExportEntry, name: string, locale: Locale): T {
  const values = entry.fields[name] ?? {};
  const value = (values[locale] ?? values['en-EU']) as T;
  return (typeof value === 'string' ? value.replace(/\{(\w+)\}/g, (name: string, key: string) => placeholders[key] ?? name) : value) as T;
}

function ofType(type: string): ExportEntry[] {
  return entries.filter((entry) => entry.sys.contentType.sys.id === type);
}

export function budgetAdviceHeadlines(locale: Locale): Map<string, string> {
  return new Map(ofType('budgetAdvice').map((e) => [field<string>(e, 'caseKey', locale), field<string>(e, 'headline', locale)]));
}

export function accountPlans(locale: Locale) {
  return ofType('accountPlan')
    .map((e) => ({
      name: field<string>(e, 'name', locale),
      popular: field<boolean>(e, 'popular', locale),
      order: field<number>(e, 'order', locale),
      monthlyPrice: field<number>(e, 'monthlyPrice', locale),
      features: field<{ key: string; label: string; value: boolean | string }[]>(e, 'features', locale),
    }))
    .sort((a, b) => a.order - b.order);
}

export function banks(locale: Locale) {
  return ofType('bank').map((e) => ({
    name: field<string>(e, 'name', locale),
    isOwnOffer: field<boolean>(e, 'isOwnOffer', locale),
    ratings: field<Record<string, number>>(e, 'ratings', locale),
  }));
}

export function bankCategories(locale: Locale) {
  return ofType('bankCategory')
    .map((e) => ({ key: field<string>(e, 'key', locale), name: field<string>(e, 'name', locale), order: field<number>(e, 'order', locale) }))
    .sort((a, b) => a.order - b.order);
}

/** A regulatory notice's text in a locale (migration 21), with the configured names filled in. */
export function regulatoryNotice(key: 'depositGuarantee' | 'fundRisk' | 'crowdinvestingRisk' | 'riskIndicator', locale: Locale): string {
  const entry = ofType('regulatoryNotice').find((e) => field<string>(e, 'key', locale) === key);
  if (!entry) throw new Error(`The bundled export has no regulatory notice '${key}'.`);
  return field<string>(entry, 'text', locale);
}

/** A figure source (migration 22): who, how, where and as of when. */
export function figureSource(key: string, locale: Locale) {
  const entry = ofType('figureSource').find((e) => field<string>(e, 'key', locale) === key);
  if (!entry) throw new Error(`The bundled export has no figure source '${key}'.`);
  return {
    source: field<string>(entry, 'source', locale),
    method: field<string>(entry, 'method', locale),
    url: field<string>(entry, 'url', locale),
    asOf: field<string>(entry, 'asOf', locale),
  };
}

/** The fund's PRIIPs summary risk indicator (migration 33). */
export function fundRiskClass(): number {
  return field<number>(ofType('fund')[0]!, 'summaryRiskIndicator', 'en-EU');
}
