import { summaryRiskIndicatorMax as riskScaleMax, type Fund, type FundShare, type RegulatoryNotices } from '@site/content';
import type { Document, DocumentBlock } from '@site/documents';
import { languageNames, type Locale } from '@site/i18n';
import { formatDate } from '../format';
import { formatFundPercent, fundFactRows, type FundFactKey } from '../fundFacts';

/**
 * What the factsheet says, as the blocks of @site/documents: the site's marketing communication
 * about the fund, labelled as one on every page, that refers to the prospectus and the key
 * information document as ESMA's guidelines on marketing communications ask (the standard
 * sentence, where each is available and in which languages). Labels come from the catalogues
 * (`FundDocuments`, and `InvestingPage` for what the fund page calls the same thing), figures
 * from the content through the fund page's own formatters, so the factsheet and the page never
 * disagree. The key information document itself is the fund company's (a PDF of the content).
 */

/** A catalogue lookup with the brand filled in, as `createTranslator` of use-intl gives it. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface FactsheetInput {
  locale: Locale;
  fund: Fund;
  notices: Pick<RegulatoryNotices, 'fundRisk' | 'riskIndicator'>;
  /** The company that offers the fund to its customers (configuration). */
  company: { name: string; address: string };
  /** Where the fund's key information document of this locale is (absolute), if the content has one. */
  keyInformationUrl?: string;
  /** The languages (ISO 639-1) the fund's key information document is published in. */
  keyInformationLanguages: string[];
  t: Translate;
}

function riskScale({ fund, t }: FactsheetInput): DocumentBlock {
  return {
    kind: 'riskScale',
    value: fund.summaryRiskIndicator,
    max: riskScaleMax,
    label: t('InvestingPage.riskScale.label', { value: fund.summaryRiskIndicator, max: riskScaleMax }),
    lower: t('InvestingPage.riskScale.lower'),
    higher: t('InvestingPage.riskScale.higher'),
  };
}

function shares(caption: string, list: FundShare[], locale: Locale): DocumentBlock {
  return { kind: 'shares', caption, rows: list.map((s) => ({ label: s.label, share: s.share, value: formatFundPercent(s.share, locale) })) };
}

/** Where the key information document and the prospectus are, and in which languages. */
function whereToRead({ locale, fund, keyInformationUrl, keyInformationLanguages, t }: FactsheetInput): string {
  const kid = fund.keyInformation;
  const keyInformation =
    kid && keyInformationUrl
      ? t('FundDocuments.factsheet.keyInformationWhere', {
          date: formatDate(kid.date, locale),
          version: kid.version,
          languages: languageNames(keyInformationLanguages, locale),
          url: keyInformationUrl,
        })
      : t('FundDocuments.factsheet.keyInformationFromCompany', { company: fund.fundCompany });
  const prospectus = t('FundDocuments.factsheet.prospectusWhere', {
    languages: languageNames(fund.prospectus.languages, locale),
    company: fund.fundCompany,
    url: fund.prospectus.url,
  });
  return `${keyInformation} ${prospectus}`;
}

export function factsheet(input: FactsheetInput): Document {
  const { locale, fund, notices, company, t } = input;
  const rows = fundFactRows(fund, locale, {
    ACCUMULATING: t('InvestingPage.distribution.ACCUMULATING'),
    DISTRIBUTING: t('InvestingPage.distribution.DISTRIBUTING'),
  });
  const fact = (key: FundFactKey): [string, string] => [t(`InvestingPage.facts.${key}`), rows.find((row) => row.key === key)!.value];
  const f = (key: string) => t(`FundDocuments.factsheet.${key}`);
  return {
    locale,
    title: `${fund.name}: ${f('title')}`,
    subtitle: `ISIN ${fund.isin} · ${t('InvestingPage.asOf', { date: formatDate(fund.asOf, locale) })}`,
    author: company.name,
    footer: `${company.name}, ${company.address}`,
    pageLabel: (page, pages) => t('FundDocuments.page', { page, pages }),
    // ESMA: a marketing communication says it is one, prominently; here at the top of every page.
    pageMark: f('marketing'),
    blocks: [
      { kind: 'paragraph', text: t('InvestingPage.documentsText'), strong: true },
      { kind: 'paragraph', text: whereToRead(input) },
      { kind: 'paragraph', text: fund.description },
      { kind: 'heading', text: f('keyFacts') },
      { kind: 'facts', rows: rows.filter((row) => row.key !== 'targetAudience' && row.key !== 'estimatedReturnOnInvestment').map((row) => fact(row.key)) },
      { kind: 'heading', text: f('risk') },
      riskScale(input),
      { kind: 'paragraph', text: notices.riskIndicator },
      // The return only beside its warning, never as a headline.
      { kind: 'facts', rows: [fact('estimatedReturnOnInvestment')] },
      { kind: 'paragraph', text: notices.fundRisk, strong: true },
      { kind: 'heading', text: t('InvestingPage.tabs.composition') },
      shares(t('InvestingPage.tabs.composition'), fund.composition, locale),
      { kind: 'heading', text: t('InvestingPage.tabs.industries') },
      shares(t('InvestingPage.tabs.industries'), fund.industries, locale),
      { kind: 'heading', text: t('InvestingPage.tabs.countries') },
      shares(t('InvestingPage.tabs.countries'), fund.countries, locale),
    ],
  };
}
