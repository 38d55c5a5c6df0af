import type { Env } from '@site/config';
import { contentPlaceholders } from '@site/config';
import type { Locale } from '@site/i18n';
import { ContentError } from './ContentError';
import type { RawContent } from './exportFormat';
import { EntryReader } from './mapper/EntryReader';
import { bindContentUnits, fillBrand, type ContentPlaceholders } from './mapper/fillBrand';
import { mapNotices, mapTrustMarks } from './mapper/mapContent';
import { readRawContent } from './rawContent';
import { trustMarkKeys, type TrustMark, type TrustMarkKey } from './types';

/**
 * What the registration app's footer takes from the content, the same the site's footer shows: the
 * deposit-guarantee notice and the two marks (who certified the company, the partner). Who the
 * company and the bank are is configuration (`readLegalIdentity` of @site/config).
 */
export interface LegalFacts {
  depositGuarantee: string;
  trustMarks: Record<TrustMarkKey, TrustMark>;
}

/** The legal facts of one locale from raw entries; needs no images, so the registration build can read them. */
export function mapLegalFacts(raw: RawContent, locale: Locale, placeholders: ContentPlaceholders): LegalFacts {
  const ctx = { locale, entries: new Map(raw.entries.map((e) => [e.sys.id, e])), assets: new Map(), images: new Map() };
  const readers = (type: string) =>
    raw.entries.filter((e) => e.sys.contentType.sys.id === type).map((e) => new EntryReader(e, ctx));
  const missing = (contentType: string, what: string) =>
    new ContentError({ entryId: '(missing)', contentType, field: 'key', locale }, `no published entry for ${what}`);
  const { depositGuarantee } = mapNotices(readers('regulatoryNotice'));
  if (!depositGuarantee) throw missing('regulatoryNotice', 'depositGuarantee');
  const trustMarks = mapTrustMarks(readers('trustMark'));
  const absent = trustMarkKeys.filter((key) => !trustMarks[key]);
  if (absent.length) throw missing('trustMark', absent.join(', '));
  return bindContentUnits(fillBrand({ depositGuarantee, trustMarks }, placeholders), locale);
}

/** Reads the legal facts of every locale from the configured content source (docs/configuration.md). */
export async function loadLegalFacts(locales: readonly Locale[], env: Env = process.env): Promise<Record<Locale, LegalFacts>> {
  const raw = await readRawContent(env);
  const placeholders = contentPlaceholders(env);
  return Object.fromEntries(locales.map((locale) => [locale, mapLegalFacts(raw, locale, placeholders)])) as Record<Locale, LegalFacts>;
}
