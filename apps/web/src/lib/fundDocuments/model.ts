import { summaryRiskIndicatorMax as riskScaleMax, type Fund, type FundShare, type RegulatoryNotices } from '@site/content';
import type { Locale } from '@site/i18n';
import { formatDate } from '../format';
import { formatFundPercent, fundFactRows, type FundFactKey } from '../fundFacts';
import type { Translate } from '../catalogueTranslator';
import type { FundDocumentKind } from './paths';

/**
 * What each fund document says, as plain blocks, before anything is drawn: the key information
 * document (PRIIPs' sections, as far as the content has the figures) and the factsheet. Labels
 * come from the catalogues (`FundDocuments`, and `InvestingPage` for what the fund page calls
 * the same thing), figures from the content through the fund page's own formatters, so a
 * document and the page never disagree.
 */
export type FundDocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; strong?: boolean }
  | { kind: 'facts'; rows: Array<[label: string, value: string]> }
  | { kind: 'riskScale'; value: number; max: number; label: string; lower: string; higher: string }
  | { kind: 'shares'; caption: string; rows: Array<{ label: string; share: number; value: string }> };

export interface FundDocument {
  locale: Locale;
  /** The document's title (PDF metadata and first heading). */
  title: string;
  /** Under the title: the fund, its ISIN and the date of the figures. */
  subtitle: string;
  /** Who publishes it (PDF author). */
  author: string;
  blocks: FundDocumentBlock[];
  /** Printed at the foot of every page, before the page number. */
  footer: string;
  /** 'Page {page} of {pages}', filled by the drawing. */
  pageLabel: (page: number, pages: number) => string;
}


export interface FundDocumentInput {
  locale: Locale;
  fund: Fund;
  notices: Pick<RegulatoryNotices, 'fundRisk' | 'riskIndicator'>;
  /** The company that offers the fund to its customers (configuration). */
  company: { name: string; address: string; email: string };
  /** Absolute URLs of both documents, which refer to each other. */
  urls: Record<FundDocumentKind, string>;
  t: Translate;
}

function riskScale({ fund, t }: FundDocumentInput): FundDocumentBlock {
  return {
    kind: 'riskScale',
    value: fund.summaryRiskIndicator,
    max: riskScaleMax,
    label: t('InvestingPage.riskScale.label', { value: fund.summaryRiskIndicator, max: riskScaleMax }),
    lower: t('InvestingPage.riskScale.lower'),
    higher: t('InvestingPage.riskScale.higher'),
  };
}

function shares(caption: string, list: FundShare[], locale: Locale): FundDocumentBlock {
  return { kind: 'shares', caption, rows: list.map((s) => ({ label: s.label, share: s.share, value: formatFundPercent(s.share, locale) })) };
}

export function fundDocument(kind: FundDocumentKind, input: FundDocumentInput): FundDocument {
  const { locale, fund, notices, company, urls, t } = input;
  const rows = fundFactRows(fund, locale, {
    ACCUMULATING: t('InvestingPage.distribution.ACCUMULATING'),
    DISTRIBUTING: t('InvestingPage.distribution.DISTRIBUTING'),
  });
  const fact = (key: FundFactKey): [string, string] => [t(`InvestingPage.facts.${key}`), rows.find((row) => row.key === key)!.value];
  const asOf = t('InvestingPage.asOf', { date: formatDate(fund.asOf, locale) });
  const common = {
    locale,
    author: company.name,
    footer: `${company.name}, ${company.address}`,
    pageLabel: (page: number, pages: number) => t('FundDocuments.page', { page, pages }),
  };
  const risk = [riskScale(input), { kind: 'paragraph', text: notices.riskIndicator } as const];
  const returnFigure: FundDocumentBlock[] = [
    { kind: 'facts', rows: [fact('estimatedReturnOnInvestment')] },
    { kind: 'paragraph', text: notices.fundRisk, strong: true },
  ];

  if (kind === 'keyInformation') {
    const k = (key: string, values?: Record<string, string>) => t(`FundDocuments.keyInformation.${key}`, values);
    return {
      ...common,
      title: k('title'),
      subtitle: `${fund.name} · ISIN ${fund.isin} · ${asOf}`,
      blocks: [
        { kind: 'heading', text: k('purposeHeading') },
        { kind: 'paragraph', text: k('purpose') },
        { kind: 'heading', text: k('productHeading') },
        { kind: 'facts', rows: [fact('isin'), fact('wkn'), fact('fundCompany'), [k('offeredBy'), company.name]] },
        { kind: 'heading', text: k('whatHeading') },
        {
          kind: 'facts',
          rows: [
            [k('type'), k('typeValue', { distribution: fact('distributionType')[1] })],
            [k('objectives'), `${fund.description} ${fund.investmentUniverse}`],
            fact('targetAudience'),
            fact('investmentHorizon'),
          ],
        },
        { kind: 'heading', text: k('risksHeading') },
        ...risk,
        ...returnFigure,
        { kind: 'heading', text: k('costsHeading') },
        { kind: 'facts', rows: [fact('totalExpenseRatio'), fact('issueSurcharge'), fact('orderFee'), fact('accountFee')] },
        { kind: 'heading', text: k('complaintsHeading') },
        { kind: 'paragraph', text: k('complaints', { company: company.name, address: company.address, email: company.email }) },
        { kind: 'heading', text: k('otherHeading') },
        { kind: 'paragraph', text: k('other', { factsheetUrl: urls.factsheet }) },
        { kind: 'facts', rows: [fact('portfolioManager'), fact('issueDate'), fact('issueCountry')] },
      ],
    };
  }

  const f = (key: string, values?: Record<string, string>) => t(`FundDocuments.factsheet.${key}`, values);
  return {
    ...common,
    title: `${fund.name}: ${f('title')}`,
    subtitle: `ISIN ${fund.isin} · ${asOf}`,
    blocks: [
      { kind: 'paragraph', text: f('marketing', { keyInformationUrl: urls.keyInformation }), strong: true },
      { kind: 'paragraph', text: fund.description },
      { kind: 'heading', text: f('keyFacts') },
      { kind: 'facts', rows: rows.filter((row) => row.key !== 'targetAudience' && row.key !== 'estimatedReturnOnInvestment').map((row) => fact(row.key)) },
      { kind: 'heading', text: f('risk') },
      ...risk,
      ...returnFigure,
      { kind: 'heading', text: t('InvestingPage.tabs.composition') },
      shares(t('InvestingPage.tabs.composition'), fund.composition, locale),
      { kind: 'heading', text: t('InvestingPage.tabs.industries') },
      shares(t('InvestingPage.tabs.industries'), fund.industries, locale),
      { kind: 'heading', text: t('InvestingPage.tabs.countries') },
      shares(t('InvestingPage.tabs.countries'), fund.countries, locale),
    ],
  };
}

/** Every text a document holds, in reading order: what a PDF's text layer must contain. */
export function documentTexts(document: FundDocument): string[] {
  return [
    document.title,
    document.subtitle,
    ...document.blocks.flatMap((block): string[] => {
      switch (block.kind) {
        case 'heading':
        case 'paragraph':
          return [block.text];
        case 'facts':
          return block.rows.flat();
        case 'riskScale':
          return [block.label, block.lower, block.higher];
        case 'shares':
          return block.rows.flatMap((row) => [row.label, row.value]);
      }
    }),
    document.footer,
  ];
}
