import type { ContentfulExport, RawEntry } from '../exportFormat';

/** Content types the generator multiplies (the ones that grow with a real site). */
export const scaledContentTypes = ['magazineArticle', 'job', 'company'] as const;

function copyEntry(entry: RawEntry, copy: number): RawEntry {
  const suffix = `-${copy}`;
  const fields: RawEntry['fields'] = {};
  for (const [id, values] of Object.entries(entry.fields)) {
    if (id === 'slug') {
      fields[id] = Object.fromEntries(Object.entries(values).map(([locale, v]) => [locale, `${String(v)}${suffix}`]));
    } else if (id === 'title' || id === 'name') {
      fields[id] = Object.fromEntries(Object.entries(values).map(([locale, v]) => [locale, typeof v === 'string' ? `${v} (${copy})` : v]));
    } else {
      fields[id] = values;
    }
  }
  return { sys: { ...entry.sys, id: `${entry.sys.id}${suffix}` }, fields };
}

/**
 * A company's weight shared among its `factor` copies, so that the companies still add up to
 * what the fund holds (src/mapper/checkFund.ts).
 */
function sharedWeight(entry: RawEntry, factor: number): RawEntry {
  const weight = entry.fields.portfolioWeight;
  if (entry.sys.contentType.sys.id !== 'company' || !weight) return entry;
  const share = Object.fromEntries(Object.entries(weight).map(([locale, v]) => [locale, typeof v === 'number' ? v / factor : v]));
  return { ...entry, fields: { ...entry.fields, portfolioWeight: share } };
}

/**
 * An export `factor` times larger in articles, jobs and companies (copies get new ids, slugs and
 * numbered titles; links and assets are shared; a company's weight is split among its copies),
 * for measuring build time and output size.
 */
export function scaleExport(data: ContentfulExport, factor: number): ContentfulExport {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`--factor must be a whole number of at least 1, got ${factor}.`);
  const entries = data.entries.map((e) => sharedWeight(e, factor));
  const scaled = entries.filter((e) => (scaledContentTypes as readonly string[]).includes(e.sys.contentType.sys.id));
  const copies: RawEntry[] = [];
  for (let copy = 2; copy <= factor; copy++) for (const entry of scaled) copies.push(copyEntry(entry, copy));
  return { ...data, entries: [...entries, ...copies] };
}
