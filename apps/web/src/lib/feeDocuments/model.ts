import { feeSections, feeServiceKeys, feeServices, type FeeSection, type FeeServiceKey, type PlanFeeInformation } from '@site/content';
import type { Locale } from '@site/i18n';
import type { Translate } from '../catalogueTranslator';
import { formatDate } from '../format';
import { feeText, totalAnnualFeeText } from './feeText';

/**
 * A plan's fee information document (Zahlungskontengesetz § 5) as Implementing Regulation (EU)
 * 2018/34 lays it out, before anything is drawn: the title, the provider, the account's name and
 * the date, the three fixed statements, then under the five headings in their order each
 * service's standardised term and fee ('Service' | 'Fee'), with the total annual fee of a fee
 * charged at intervals. The page and the PDF render the same model, so they cannot disagree.
 */
export interface FeeDocumentRow {
  service: FeeServiceKey;
  term: string;
  fee: string;
  /** 'Total annual fee' and its amount, where the fee is charged at regular intervals. */
  totalAnnualFee?: string;
}

export interface FeeDocumentSection {
  section: FeeSection;
  heading: string;
  rows: FeeDocumentRow[];
}

export interface FeeDocument {
  locale: Locale;
  /** 'Fee Information Document' / 'Entgeltinformation'. */
  title: string;
  /** The provider, the account's name and the date, each with its label. */
  details: Array<{ label: string; value: string }>;
  /** The template's fixed statements, in order: what it is for, other fees, the glossary. */
  statements: [purpose: string, otherFees: string, glossary: string];
  /** Where the full information and the glossary are (the price list): the references of the statements. */
  references: Array<{ label: string; href: string }>;
  columns: [service: string, fee: string];
  totalAnnualFeeLabel: string;
  sections: FeeDocumentSection[];
  /** Who publishes it (PDF author): the account provider. */
  author: string;
  /** Printed at the foot of every page, before the page number. */
  footer: string;
  pageLabel: (page: number, pages: number) => string;
}

export interface FeeDocumentInput {
  locale: Locale;
  plan: { name: string; feeInformation: PlanFeeInformation };
  /** The account provider: the bank that holds the account (configuration). */
  provider: string;
  /** The price list and its glossary: paths on the page, absolute URLs in the PDF. */
  urls: { priceList: string; glossary: string };
  t: Translate;
}

export function feeDocument({ locale, plan, provider, urls, t }: FeeDocumentInput): FeeDocument {
  const f = (key: string, values?: Record<string, string | number>) => t(`FeeInformation.${key}`, values);
  const accountName = f('accountNameValue', { plan: plan.name });
  const date = formatDate(plan.feeInformation.asOf, locale);
  const { fees } = plan.feeInformation;
  return {
    locale,
    title: f('title'),
    details: [
      { label: f('provider'), value: provider },
      { label: f('accountName'), value: accountName },
      { label: f('date'), value: date },
    ],
    statements: [f('statements.purpose'), f('statements.otherFees'), f('statements.glossary')],
    references: [
      { label: f('priceListLink'), href: urls.priceList },
      { label: f('glossaryLink'), href: urls.glossary },
    ],
    columns: [f('service'), f('fee')],
    totalAnnualFeeLabel: f('totalAnnualFee'),
    sections: feeSections.map((section) => ({
      section,
      heading: f(`sections.${section}`),
      rows: feeServiceKeys
        .filter((service) => feeServices[service] === section)
        .map((service) => {
          const total = totalAnnualFeeText(fees[service], locale);
          return {
            service,
            term: f(`services.${service}.term`),
            fee: feeText(fees[service], locale, t),
            ...(total === undefined ? {} : { totalAnnualFee: total }),
          };
        }),
    })),
    author: provider,
    footer: `${f('title')} · ${provider} · ${accountName} · ${date}`,
    pageLabel: (page, pages) => f('pageNumber', { page, pages }),
  };
}

/** Every text a document holds, in reading order: what a PDF's text layer must contain. */
export function feeDocumentTexts(document: FeeDocument): string[] {
  return [
    document.title,
    ...document.details.flatMap((d) => [d.label, d.value]),
    ...document.statements,
    ...document.references.flatMap((r) => [r.label, r.href]),
    ...document.columns,
    ...document.sections.flatMap((s) => [
      s.heading,
      ...s.rows.flatMap((r) => [r.term, r.fee, ...(r.totalAnnualFee ? [document.totalAnnualFeeLabel, r.totalAnnualFee] : [])]),
    ]),
  ];
}
