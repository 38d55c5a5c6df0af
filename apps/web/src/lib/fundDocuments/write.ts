import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { addressLine, type LegalIdentity, type SiteConfig } from '@site/config';
import { getContent } from '@site/content';
import { locales, type Locale } from '@site/i18n';
import { catalogueTranslator } from '../catalogueTranslator';
import { drawFundDocument, fontsourceFonts } from './draw';
import { fundDocument, type FundDocumentInput } from './model';
import { fundDocumentKinds, fundDocumentPath, type FundDocumentKind } from './paths';
// Relative, not `@/`: the postbuild runs this module in Node, outside the bundler's aliases.
import { webConfig } from '../../config';

/** The configuration a document names: the site's address and who offers the fund. */
export type FundDocumentConfig = { site: SiteConfig; identity: LegalIdentity };

/** The inputs of every document of one locale: the content the page shows, the catalogue, the company. */
export async function fundDocumentInput(locale: Locale, config: FundDocumentConfig): Promise<FundDocumentInput> {
  const { site } = config;
  const { company } = config.identity;
  const content = await getContent(locale);
  const t = catalogueTranslator(locale, site);
  const urls = Object.fromEntries(
    fundDocumentKinds.map((kind) => [kind, `${site.siteUrl}${fundDocumentPath(kind, locale)}`]),
  ) as Record<FundDocumentKind, string>;
  return {
    locale,
    fund: content.fund,
    notices: content.notices,
    company: { name: company.name, address: addressLine(company.address), email: company.email },
    urls,
    t,
  };
}

/**
 * Run by the postbuild: draws the key information document and the factsheet of the fund in
 * every locale into the export, where the fund page links them (`fundDocumentPath`).
 */
export async function writeFundDocuments(options: { out: string; fontsourceDir: string; config?: FundDocumentConfig }): Promise<string[]> {
  const fonts = fontsourceFonts(options.fontsourceDir);
  const written: string[] = [];
  for (const locale of locales) {
    const input = await fundDocumentInput(locale, options.config ?? webConfig);
    for (const kind of fundDocumentKinds) {
      const pdf = await drawFundDocument(fundDocument(kind, input), fonts, new Date(`${input.fund.asOf.slice(0, 10)}T00:00:00Z`));
      const path = fundDocumentPath(kind, locale);
      const file = join(options.out, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pdf);
      written.push(path);
    }
  }
  return written;
}
