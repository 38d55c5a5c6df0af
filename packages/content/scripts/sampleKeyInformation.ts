/**
 * The bundled sample's key information document (PRIIPs KID, Delegated Regulation (EU) 2017/653,
 * Annex I) as a PDF per language, drawn once by `pnpm --filter @site/content export` from the
 * data of `source/keyInformation.ts` and the fund entry, and committed with the other assets. The
 * site never draws it: it links the fund's KID asset as it links a real fund company's.
 */
import { drawDocument, fontsourceFonts, type Document, type DocumentBlock } from '@site/documents';
import { intlLocale, type Locale } from '@site/i18n';
import { isL, type L } from '../source/define';
import { fund } from '../source/fund';
import { sampleKeyInformation as kid } from '../source/keyInformation';

const scenarioKinds = ['stress', 'unfavourable', 'moderate', 'favourable'] as const;
type ScenarioKind = (typeof scenarioKinds)[number];

/** The fund entry's shared (not localized) value of a field. */
function fundFact<T>(field: string): T {
  const value = fund.fields[field];
  if (value === undefined || isL(value)) throw new Error(`The fund entry has no shared field '${field}'.`);
  return value as T;
}

/** The sample shows the local default brand; a real KID names its fund as its manufacturer does. */
const sampleBrand = 'Evergreen';
const fundName = (locale: Locale) => (fund.fields.name as L)[locale].replace('{brand}', sampleBrand);

/**
 * The KID's computed figures: each scenario's average return per year, and the costs over time
 * and their composition (Annex VI and VII), from the scenarios, the fund's ongoing charges and
 * entry charge, and the transaction costs. Percentages in percent, amounts in EUR.
 */
export function keyInformationFigures() {
  const { investment, holdingYears: years, scenarios } = kid;
  const entry = fundFact<number>('issueSurcharge') / 100;
  const management = fundFact<number>('totalExpenseRatio') / 100;
  const transaction = kid.costs.transaction / 100;
  const exit = kid.costs.exit / 100;
  const ongoing = management + transaction;
  const averageReturn = (value: number, over: number) => ((value / investment) ** (1 / over) - 1) * 100;
  const returns = Object.fromEntries(
    scenarioKinds.map((kind) => [kind, [averageReturn(scenarios[kind][0], 1), averageReturn(scenarios[kind][1], years)]]),
  ) as Record<ScenarioKind, [number, number]>;
  // In the first year the product returns 0 % before costs; over the holding period it grows as
  // in the moderate scenario after costs, so the gross return is what leaves that after costs.
  const firstYear = investment * (entry + ongoing + exit);
  const moderate = scenarios.moderate[1];
  const gross = ((moderate / (investment * (1 - entry) * (1 - exit))) ** (1 / years) / (1 - ongoing) - 1) * 100;
  const net = returns.moderate[1];
  const holdingPeriod = investment * (1 + gross / 100) ** years - moderate;
  return {
    returns,
    costsOverTime: { total: [firstYear, holdingPeriod], impact: [(firstYear / investment) * 100, gross - net] },
    beforeCosts: gross,
    afterCosts: net,
    composition: {
      entry: investment * entry,
      exit: investment * (1 - entry) * exit,
      management: investment * management,
      transaction: investment * transaction,
      performance: investment * (kid.costs.performance / 100),
    },
    percents: { entry: entry * 100, management: management * 100, transaction: transaction * 100 },
  };
}

/** A text of the sample in a locale with its `{name}` placeholders filled. */
function texts(locale: Locale) {
  return (key: keyof typeof kid.texts, values: Record<string, string | number> = {}) =>
    kid.texts[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The KID of the sample fund in a locale, as blocks for `drawDocument`. */
export function sampleKeyInformationDocument(locale: Locale): Document {
  const t = texts(locale);
  const intl = intlLocale(locale);
  const euro = (amount: number) =>
    new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR', currencyDisplay: 'code', maximumFractionDigits: 0 }).format(Math.round(amount));
  const percent = (value: number, digits = 1) =>
    new Intl.NumberFormat(intl, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value / 100);
  const date = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${kid.date}T00:00:00Z`));
  const figures = keyInformationFigures();
  const m = kid.manufacturer;
  const manufacturer = fundFact<string>('fundCompany');
  const sri = fundFact<number>('summaryRiskIndicator');
  const years = kid.holdingYears;
  const values = { manufacturer, years, supervisor: m.supervisor[locale], depositary: m.depositary, website: m.website, email: m.complaintsEmail, address: m.address };
  const scenarioName = (kind: ScenarioKind) => t(kind);

  const scenarioRows = scenarioKinds.flatMap((kind) => [
    { cells: [t('getBack', { scenario: scenarioName(kind) }), euro(kid.scenarios[kind][0]), euro(kid.scenarios[kind][1])] },
    { cells: [t('averageReturn', { scenario: scenarioName(kind) }), percent(figures.returns[kind][0]), percent(figures.returns[kind][1])] },
  ]);
  const periods = (['unfavourable', 'moderate', 'favourable'] as const).map((kind) =>
    t('scenarioPeriod', { scenario: scenarioName(kind), from: kid.scenarioPeriods[kind][0], to: kid.scenarioPeriods[kind][1] }),
  );
  const exitColumns = [t('exitAfter1'), t('exitAfterN', { years })];

  const blocks: DocumentBlock[] = [
    { kind: 'heading', text: t('purposeHeading') },
    { kind: 'paragraph', text: t('purpose') },
    { kind: 'heading', text: t('productHeading') },
    {
      kind: 'facts',
      rows: [
        [t('productName'), fundName(locale)],
        [t('manufacturerLabel'), manufacturer],
        [t('isinLabel'), fundFact<string>('isin')],
        [t('websiteLabel'), m.website],
      ],
    },
    { kind: 'paragraph', text: `${t('phone', { phone: m.phone })} ${t('authority', values)}` },
    { kind: 'paragraph', text: t('produced', { date, version: kid.version }) },
    ...(kid.comprehensionAlert ? [{ kind: 'paragraph', text: t('comprehensionAlert'), strong: true } as const] : []),
    { kind: 'heading', text: t('whatHeading') },
    {
      kind: 'facts',
      rows: [
        [t('typeLabel'), t('type', values)],
        [t('termLabel'), t('term', values)],
        [t('objectivesLabel'), t('objectives')],
        [t('investorLabel'), t('investor')],
      ],
    },
    { kind: 'heading', text: t('risksHeading') },
    { kind: 'heading', text: t('riskIndicator'), level: 3 },
    { kind: 'riskScale', value: sri, max: 7, label: t('riskClass', { value: sri, max: 7 }), lower: t('lower'), higher: t('higher') },
    { kind: 'paragraph', text: t('riskAssumption', { years }), small: true },
    { kind: 'paragraph', text: t('riskNarrative', { value: sri, max: 7 }) },
    { kind: 'heading', text: t('scenariosHeading'), level: 3 },
    { kind: 'paragraph', text: t('scenariosIntro') },
    {
      kind: 'table',
      caption: t('scenariosHeading'),
      columns: [`${t('holdingPeriod', { years })}\n${t('exampleInvestment', { amount: euro(kid.investment) })}`, ...exitColumns],
      widths: [0.5, 0.25, 0.25],
      right: [1, 2],
      rows: [{ group: t('minimum') }, ...scenarioRows],
    },
    { kind: 'paragraph', text: `${t('scenarioNotes')} ${periods.join(' ')}`, small: true },
    { kind: 'heading', text: t('defaultHeading', values) },
    { kind: 'paragraph', text: t('default', values) },
    { kind: 'heading', text: t('costsHeading') },
    { kind: 'paragraph', text: t('costsIntro') },
    { kind: 'heading', text: t('costsOverTimeHeading'), level: 3 },
    { kind: 'paragraph', text: t('costsOverTime', { amount: euro(kid.investment) }) },
    {
      kind: 'table',
      caption: t('costsOverTimeHeading'),
      columns: [t('exampleInvestment', { amount: euro(kid.investment) }), ...exitColumns],
      widths: [0.5, 0.25, 0.25],
      right: [1, 2],
      rows: [
        { cells: [t('totalCosts'), ...figures.costsOverTime.total.map(euro)] },
        { cells: [t('costImpact'), ...figures.costsOverTime.impact.map((value) => percent(value))] },
      ],
    },
    { kind: 'paragraph', text: t('costImpactNote', { before: percent(figures.beforeCosts), after: percent(figures.afterCosts) }), small: true },
    { kind: 'heading', text: t('compositionHeading'), level: 3 },
    {
      kind: 'table',
      caption: t('compositionHeading'),
      columns: [t('costKind'), t('costDescription'), t('costImpactAfter1')],
      widths: [0.27, 0.5, 0.23],
      right: [2],
      rows: [
        { group: t('oneOff') },
        { cells: [t('entryCosts'), t('entryCostsText', { percent: percent(figures.percents.entry, 2) }), euro(figures.composition.entry)] },
        { cells: [t('exitCosts'), t('exitCostsText'), euro(figures.composition.exit)] },
        { group: t('ongoing') },
        { cells: [t('managementCosts'), t('managementCostsText', { percent: percent(figures.percents.management, 2) }), euro(figures.composition.management)] },
        { cells: [t('transactionCosts'), t('transactionCostsText', { percent: percent(figures.percents.transaction, 2) }), euro(figures.composition.transaction)] },
        { group: t('incidental') },
        { cells: [t('performanceFees'), t('performanceFeesText'), euro(figures.composition.performance)] },
      ],
    },
    { kind: 'heading', text: t('holdHeading') },
    { kind: 'paragraph', text: t('hold', { years }) },
    { kind: 'heading', text: t('complainHeading') },
    { kind: 'paragraph', text: t('complain', values) },
    { kind: 'heading', text: t('otherHeading') },
    { kind: 'paragraph', text: t('other', values) },
  ];

  return {
    locale,
    title: t('title'),
    subtitle: `${fundName(locale)} · ISIN ${fundFact<string>('isin')}`,
    author: manufacturer,
    blocks,
    footer: `${manufacturer}, ${m.address}`,
    pageLabel: (page, pages) => t('page', { page, pages }),
    pageMark: t('sample'),
    watermark: t('watermark'),
    compact: true,
  };
}

/** The PDF of the sample KID in a locale; its date is the edition's, so the same data gives the same file. */
export function drawSampleKeyInformation(locale: Locale, fontsourceDir: string): Promise<Buffer> {
  return drawDocument(sampleKeyInformationDocument(locale), fontsourceFonts(fontsourceDir), new Date(`${kid.date}T00:00:00Z`));
}
