import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createTranslator } from 'use-intl';
import { addressLine, type LegalIdentity, type SiteConfig } from '@site/config';
import { getContent } from '@site/content';
import { drawDocument, fontsourceFonts } from '@site/documents';
import { locales, type Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import { factsheet, type FactsheetInput, type Translate } from './model';
import { keyInformationLanguages } from './languages';
import { factsheetPath, fundDocuments } from './paths';
// Relative, not `@/`: the postbuild runs this module in Node, outside the bundler's aliases.
import { webConfig } from '../../config';

/** The configuration the factsheet names: the site's address and who offers the fund. */
export type FactsheetConfig = { site: SiteConfig; identity: LegalIdentity };

/** The factsheet's inputs in one locale: the content the page shows, the catalogue, the company. */
export async function factsheetInput(locale: Locale, config: FactsheetConfig): Promise<FactsheetInput> {
  const { site } = config;
  const { company } = config.identity;
  const content = await getContent(locale);
  const translator = createTranslator({ locale, messages: allMessages(locale, site) });
  const t: Translate = (key, values) => translator(key as never, values as never);
  const kid = fundDocuments(content.fund, locale, site.siteUrl).find((document) => document.kind === 'keyInformation');
  return {
    locale,
    fund: content.fund,
    notices: content.notices,
    company: { name: company.name, address: addressLine(company.address) },
    keyInformationUrl: kid?.url,
    keyInformationLanguages: await keyInformationLanguages(),
    t,
  };
}

/**
 * Run by the postbuild: draws the fund's factsheet in every locale into the export, where the
 * fund page links it (`factsheetPath`). The key information document is the fund company's: the
 * image step copies it from the content.
 */
export async function writeFactsheets(options: { out: string; fontsourceDir: string; config?: FactsheetConfig }): Promise<string[]> {
  const fonts = fontsourceFonts(options.fontsourceDir);
  const written: string[] = [];
  for (const locale of locales) {
    const input = await factsheetInput(locale, options.config ?? webConfig);
    const pdf = await drawDocument(factsheet(input), fonts, new Date(`${input.fund.asOf.slice(0, 10)}T00:00:00Z`));
    const path = factsheetPath(locale);
    const file = join(options.out, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pdf);
    written.push(path);
  }
  return written;
}
