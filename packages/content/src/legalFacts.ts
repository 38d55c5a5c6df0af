import type { Env, SiteConfig } from '@site/config';
import { readSiteConfig } from '@site/config';
import type { Locale } from '@site/i18n';
import { ContentError } from './ContentError';
import type { RawContent } from './exportFormat';
import { contentSourceFromEnv } from './loadContent';
import { EntryReader } from './mapper/EntryReader';
import { bindContentUnits, fillBrand } from './mapper/fillBrand';
import { mapLegalPage, mapNotices } from './mapper/mapContent';
import { loadFromDelivery } from './sources/deliverySource';
import { loadFromFile } from './sources/fileSource';
import type { ImprintDetails } from './types';

/**
 * What both apps' footers say about who offers the account: the legal entity from the imprint
 * (one source for the imprint page and both footers) and the deposit-guarantee notice.
 */
export interface LegalFacts {
  entity: ImprintDetails;
  depositGuarantee: string;
}

type Config = Pick<SiteConfig, 'brand' | 'partnerBank' | 'partnerBankSupervisor'>;

/** The legal facts of one locale from raw entries; needs no images, so the registration build can read them. */
export function mapLegalFacts(raw: RawContent, locale: Locale, config: Config): LegalFacts {
  const ctx = { locale, entries: new Map(raw.entries.map((e) => [e.sys.id, e])), assets: new Map(), images: new Map() };
  const readers = (type: string) =>
    raw.entries.filter((e) => e.sys.contentType.sys.id === type).map((e) => new EntryReader(e, ctx));
  const entity = readers('legalPage').map(mapLegalPage).find((page) => page.kind === 'imprint')?.imprint;
  if (!entity) throw new ContentError({ entryId: '(missing)', contentType: 'legalPage', field: 'kind', locale }, 'no published entry for imprint');
  const { depositGuarantee } = mapNotices(readers('regulatoryNotice'));
  if (!depositGuarantee) {
    throw new ContentError({ entryId: '(missing)', contentType: 'regulatoryNotice', field: 'key', locale }, 'no published entry for depositGuarantee');
  }
  return bindContentUnits(fillBrand({ entity, depositGuarantee }, config), locale);
}

/** Reads the legal facts of every locale from the configured content source (README: Configuration). */
export async function loadLegalFacts(locales: readonly Locale[], env: Env = process.env): Promise<Record<Locale, LegalFacts>> {
  const source = contentSourceFromEnv(env);
  const raw = source.kind === 'file' ? await loadFromFile(source.file) : await loadFromDelivery(source);
  const config = readSiteConfig(env);
  return Object.fromEntries(locales.map((locale) => [locale, mapLegalFacts(raw, locale, config)])) as Record<Locale, LegalFacts>;
}
