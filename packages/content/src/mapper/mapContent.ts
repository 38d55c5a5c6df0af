import { intlLocale, type Locale } from '@site/i18n';
import { embedOrigins } from '@site/vendors/sources';
import { ContentError } from '../ContentError';
import { defaultContentLocale, type RawContent } from '../exportFormat';
import type { ImageMeta } from '../images/imageMeta';
import { budgetCaseKey, budgetCaseKeys, budgetSavingsLevels, budgetShareLevels } from '../budgetCases';
import {
  bankCategoryKeys, bankRatingScale, companyCategories, distributionTypes, employmentTypes, faqTopics,
  figureSourceKeys, fundShareKeys, impactGroups, impactMetricKeys, impactUnits, jobSchedules, jobWorkplaces, legalPageKinds, mediaEmbedKinds, regulatoryNoticeKeys, signupTypes, summaryRiskIndicatorMax, trustMarkKeys,
  type AccountPlan, type Article, type Bank, type BankCategory, type BudgetAdvice, type Company,
  type ContactPerson, type CrowdinvestingBanner, type FaqEntry, type FigureSource, type FigureSourceKey, type Fund, type FundShare, type ImpactMetric,
  type Job, type JobDepartment, type Office, type LegalPage, type MediaEmbed, type PageSection, type PlanFeature, type RegulatoryNoticeKey,
  type RegulatoryNotices, type Review, type ReviewSummary, type SignupPage, type TrustMark, type TrustMarkKey, reviewRatingMax,
  type SiteContent,
} from '../types';
import { EntryReader, type MapContext } from './EntryReader';
import { bindContentUnits, fillBrand, type ContentPlaceholders } from './fillBrand';
import { impactQuantities, roundStatuses, unitSizes } from '../figures';
import { checkFigures } from './checkFigures';
import { feeServiceKeys, feesProblem, maintainingAccountFee, type Fee, type PlanFeeInformation, type PlanFees } from '../fees';
import { readingMinutes } from '../readingTime';
import { roundRating } from '../reviewSummary';

export interface MapOptions {
  locale: Locale;
  images: Map<string, ImageMeta>;
  /** The names content writes as `{brand}`, `{partnerBank}`, … (`contentPlaceholders` of @site/config). */
  placeholders: ContentPlaceholders;
  /** Public URL prefix of the media folder, where the documents are served; default '/media'. */
  mediaBase?: string;
}

/** Maps raw Contentful entries (file export or Delivery API, `locale=*`) to the site's domain objects. */
export function mapContent(raw: RawContent, options: MapOptions): SiteContent {
  const ctx: MapContext = {
    locale: options.locale,
    entries: new Map(raw.entries.map((e) => [e.sys.id, e])),
    assets: new Map(raw.assets.map((a) => [a.sys.id, a])),
    images: options.images,
    mediaBase: options.mediaBase,
  };
  const readers = (type: string) =>
    raw.entries.filter((e) => e.sys.contentType.sys.id === type).map((e) => new EntryReader(e, ctx));
  // Every list gets a total order (ties broken by id), so the file and the API give equal results.
  const sorted = <T extends { id: string }>(list: T[], compare: (a: T, b: T) => number) =>
    list.sort((a, b) => compare(a, b) || a.id.localeCompare(b.id));
  const byOrder = <T extends { id: string; order: number }>(list: T[]) => sorted(list, (a, b) => a.order - b.order);
  const newestFirst = <T extends { id: string; publishedAt: string }>(list: T[]) =>
    sorted(list, (a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const byName = <T extends { id: string; name: string }>(list: T[]) => sorted(list, (a, b) => a.name.localeCompare(b.name, intlLocale(options.locale)));

  const funds = sorted(readers('fund').map(mapFund), () => 0);
  const fund = funds[0];
  if (!fund) {
    throw new ContentError({ entryId: '(none)', contentType: 'fund', field: '(entry)', locale: options.locale }, 'no fund entry is published');
  }

  const reviews = sorted(readers('review').map(mapReview), (a, b) => b.date.localeCompare(a.date));
  const notices = mapNotices(readers('regulatoryNotice'));
  const figureSources = Object.fromEntries(
    readers('figureSource').map((r) => {
      const key = r.oneOf('key', figureSourceKeys);
      return [key, mapFigureSource(r, key)];
    }),
  ) as SiteContent['figureSources'];
  const content: SiteContent = {
    locale: options.locale,
    pageSections: byOrder(readers('pageSection').map(mapPageSection)),
    articles: newestFirst(readers('magazineArticle').map(mapArticle)),
    jobDepartments: byName(readers('jobDepartment').map(mapDepartment)),
    jobs: newestFirst(readers('job').map(mapJob)),
    companies: byName(readers('company').map(mapCompany)),
    fund,
    impactMetrics: byOrder(readers('impactMetric').map(mapImpactMetric)),
    bankCategories: byOrder(readers('bankCategory').map(mapBankCategory)),
    banks: sorted(readers('bank').map(mapBank), (a, b) => Number(b.isOwnOffer) - Number(a.isOwnOffer) || a.name.localeCompare(b.name)),
    accountPlans: byOrder(readers('accountPlan').map(mapAccountPlan)),
    reviews,
    reviewSummary: reviewSummary(figureSources),
    crowdinvestingBanners: sorted(readers('crowdinvestingBanner').map(mapBanner), (a, b) => a.date.localeCompare(b.date)),
    faqEntries: byOrder(readers('faqEntry').map(mapFaqEntry)),
    signupPages: sorted(readers('signupPage').map(mapSignupPage), (a, b) => signupTypes.indexOf(a.type) - signupTypes.indexOf(b.type)),
    legalPages: sorted(readers('legalPage').map(mapLegalPage), (a, b) => legalPageKinds.indexOf(a.kind) - legalPageKinds.indexOf(b.kind)),
    budgetAdvice: sorted(readers('budgetAdvice').map(mapBudgetAdvice), (a, b) => a.caseKey.localeCompare(b.caseKey)),
    notices,
    figureSources,
    trustMarks: mapTrustMarks(readers('trustMark')),
  };
  checkComplete(content);
  checkFigures(content);
  return bindContentUnits(fillBrand(content, options.placeholders), options.locale);
}

/** Content the pages cannot do without: every comparator category, check case, legal page, sign-up, notice and mark. */
function checkComplete(content: SiteContent): void {
  const require = (contentType: string, field: string, expected: readonly string[], actual: string[]) => {
    const missing = expected.filter((key) => !actual.includes(key));
    if (missing.length) {
      throw new ContentError({ entryId: '(missing)', contentType, field, locale: content.locale }, `no published entry for ${missing.join(', ')}`);
    }
  };
  require('bankCategory', 'key', bankCategoryKeys, content.bankCategories.map((c) => c.key));
  require('legalPage', 'kind', legalPageKinds, content.legalPages.map((p) => p.kind));
  require('signupPage', 'type', signupTypes, content.signupPages.map((p) => p.type));
  require('budgetAdvice', 'caseKey', budgetCaseKeys, content.budgetAdvice.map((a) => a.caseKey));
  require('regulatoryNotice', 'key', regulatoryNoticeKeys, Object.keys(content.notices) as RegulatoryNoticeKey[]);
  require('figureSource', 'key', figureSourceKeys, Object.keys(content.figureSources) as FigureSourceKey[]);
  require('trustMark', 'key', trustMarkKeys, Object.keys(content.trustMarks) as TrustMarkKey[]);
}

function mapPageSection(r: EntryReader): PageSection {
  const ctaLabel = r.optionalText('ctaLabel', 'both');
  const ctaHref = r.optionalText('ctaHref', 'shared');
  if (ctaLabel && !ctaHref) r.fail('ctaHref', 'a call to action label needs a link');
  return {
    id: r.id,
    key: r.text('key', 'shared'),
    page: r.text('page', 'shared'),
    eyebrow: r.optionalText('eyebrow', 'fallback'),
    heading: r.text('heading'),
    body: r.text('body'),
    cta: ctaLabel && ctaHref ? { label: ctaLabel, href: ctaHref } : undefined,
    image: r.optionalImage('image'),
    order: r.number('order', { integer: true }),
  };
}

function mapArticle(r: EntryReader): Article {
  const text = { title: r.text('title'), teaser: r.text('teaser'), body: r.richText('body') };
  return {
    id: r.id,
    slug: r.text('slug', 'shared'),
    ...text,
    category: r.text('category'),
    author: r.text('author', 'shared'),
    publishedAt: r.date('publishedAt'),
    readingTimeMinutes: readingMinutes(text),
    heroImage: r.image('heroImage'),
    embeds: r.links('embeds', ['mediaEmbed']).map(mapMediaEmbed),
  };
}

/** A player URL on one of the embed origins of the vendor registry (the CSP's frame-src). */
const isEmbedUrl = (url: string) => embedOrigins.some((origin) => url.startsWith(`${origin}/`));

function mapMediaEmbed(r: EntryReader): MediaEmbed {
  const url = r.text('url', 'shared');
  if (!isEmbedUrl(url)) r.fail('url', `expected a player URL on an allowed embed host, got '${url}'`, defaultContentLocale);
  return { id: r.id, kind: r.oneOf('kind', mediaEmbedKinds), title: r.text('title'), url, preview: r.image('preview') };
}

function mapDepartment(r: EntryReader): JobDepartment {
  return { id: r.id, key: r.text('key', 'shared'), name: r.text('name') };
}

function mapContactPerson(r: EntryReader): ContactPerson {
  return { id: r.id, name: r.text('name', 'shared'), role: r.text('role'), email: r.text('email', 'shared'), photo: r.image('photo') };
}

function mapJob(r: EntryReader): Job {
  return {
    id: r.id,
    slug: r.text('slug', 'shared'),
    name: r.text('name'),
    department: mapDepartment(r.link('department', ['jobDepartment'])),
    schedule: r.oneOf('schedule', jobSchedules),
    employmentType: r.oneOf('employmentType', employmentTypes),
    location: r.text('location'),
    summary: r.text('summary'),
    description: r.richText('description'),
    contactPerson: mapContactPerson(r.link('contactPerson', ['contactPerson'])),
    applyUrl: r.text('applyUrl', 'shared'),
    publishedAt: r.date('publishedAt'),
    ...jobPlace(r),
    ...jobTerms(r),
  };
}

function mapOffice(r: EntryReader): Office {
  return {
    id: r.id,
    name: r.text('name', 'shared'),
    streetAddress: r.text('streetAddress', 'shared'),
    postalCode: r.text('postalCode', 'shared'),
    locality: r.text('locality'),
    region: r.optionalText('region'),
    country: r.text('country', 'shared'),
  };
}

/** Where a job is done: a remote job needs countries, any other an office. */
function jobPlace(r: EntryReader): Pick<Job, 'workplace' | 'office' | 'remoteCountries'> {
  const workplace = r.oneOf('workplace', jobWorkplaces);
  const remoteCountries = workplace === 'on-site' ? [] : r.stringList('remoteCountries');
  if (workplace === 'remote') return { workplace, remoteCountries };
  return { workplace, remoteCountries, office: mapOffice(r.link('office', ['office'])) };
}

function jobTerms(r: EntryReader): Pick<Job, 'validThrough' | 'salary'> {
  const validThrough = r.date('validThrough');
  if (validThrough < r.date('publishedAt')) r.fail('validThrough', `applications end (${validThrough}) before the job is published`, defaultContentLocale);
  const min = r.optionalNumber('salaryMin', { integer: true, min: 0 });
  const max = r.optionalNumber('salaryMax', { integer: true, min: 0 });
  if ((min === undefined) !== (max === undefined)) r.fail(min === undefined ? 'salaryMin' : 'salaryMax', 'give both ends of the salary range or neither', defaultContentLocale);
  if (min !== undefined && max !== undefined && min > max) r.fail('salaryMax', `the salary range ends (${max}) below its start (${min})`, defaultContentLocale);
  return { validThrough, ...(min !== undefined && max !== undefined ? { salary: { min, max } } : {}) };
}

function mapCompany(r: EntryReader): Company {
  return {
    id: r.id,
    slug: r.text('slug', 'shared'),
    name: r.text('name', 'shared'),
    category: r.oneOf('category', companyCategories),
    country: r.text('country', 'shared'),
    description: r.text('description'),
    approach: r.text('approach'),
    sustainabilityReason: r.text('sustainabilityReason'),
    measurableResult: r.text('measurableResult'),
    website: r.optionalText('website', 'shared'),
    portfolioWeight: r.number('portfolioWeight', { min: 0, max: 100 }),
  };
}

/** A breakdown as typed: `share` on every line but `OTHER`, whose share is computed (`fundShareKeys`). */
type TypedShare = Omit<FundShare, 'share'> & { share?: number };

/**
 * The lines of a breakdown as typed. `whole`: the breakdown of the whole fund (composition,
 * industries, countries), whose lines add up to 100 % with the computed `OTHER` line, or without
 * one to 100 % give or take rounding; otherwise (cash securities) they only must not pass 100 %.
 */
function checkShares(value: unknown, whole: boolean): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return 'expected a non-empty list of { key, label, share }';
  const keys = new Set<string>();
  for (const [index, item] of value.entries()) {
    const s = item as Partial<FundShare> | null;
    if (typeof s?.key !== 'string' || s.key === '' || typeof s.label !== 'string' || s.label === '') return `item ${index} must be { key: text, label: text, share: 0..100 }`;
    if (keys.has(s.key)) return `item ${index}: the key '${s.key}' is there twice`;
    keys.add(s.key);
    if (whole && s.key === fundShareKeys.other) {
      if (s.share !== undefined) return `item ${index}: the '${fundShareKeys.other}' line's share is computed from the others (100 % minus their sum); give it a label only`;
    } else if (typeof s.share !== 'number' || s.share < 0 || s.share > 100) {
      return `item ${index} must be { key: text, label: text, share: 0..100 }`;
    }
  }
  const total = roundShare((value as TypedShare[]).reduce((sum, s) => sum + (s.share ?? 0), 0));
  if (total > 100.05) return `shares add up to ${total} %, more than 100 %`;
  if (whole && !keys.has(fundShareKeys.other) && Math.abs(total - 100) > 0.5) {
    return `shares add up to ${total} %, not 100 %; add a line { "key": "${fundShareKeys.other}", "label": … } for the rest`;
  }
  return undefined;
}

/** Percentages to two decimals, so that sums of typed one-decimal shares compare exactly. */
const roundShare = (share: number) => Math.round(share * 100) / 100;

/** The typed lines with the `OTHER` line's share filled in: 100 % minus the others. */
function withOtherShare(lines: TypedShare[]): FundShare[] {
  const typed = roundShare(lines.reduce((sum, s) => sum + (s.share ?? 0), 0));
  return lines.map((s) => ({ ...s, share: s.share ?? Math.max(0, roundShare(100 - typed)) }));
}

function mapFund(r: EntryReader): Fund {
  const breakdown = (field: string) => withOtherShare(r.json<TypedShare[]>(field, 'both', (value) => checkShares(value, true)));
  return {
    id: r.id,
    name: r.text('name'),
    description: r.text('description'),
    composition: breakdown('composition'),
    industries: breakdown('industries'),
    countries: breakdown('countries'),
    cashSecurities: r.json<FundShare[]>('cashSecurities', 'both', (value) => checkShares(value, false)),
    isin: r.text('isin', 'shared'),
    wkn: r.text('wkn', 'shared'),
    accountFee: r.number('accountFee', { min: 0 }),
    distributionType: r.oneOf('distributionType', distributionTypes),
    estimatedReturnOnInvestment: r.number('estimatedReturnOnInvestment'),
    fundCompany: r.text('fundCompany', 'shared'),
    investmentHorizon: r.text('investmentHorizon'),
    investmentUniverse: r.text('investmentUniverse'),
    issueCountry: r.text('issueCountry', 'shared'),
    issueDate: r.date('issueDate'),
    issueSurcharge: r.number('issueSurcharge', { min: 0 }),
    netAssetValue: r.number('netAssetValue', { min: 0 }),
    netAssetValuePerShare: r.number('netAssetValuePerShare', { min: 0 }),
    orderFee: r.number('orderFee', { min: 0 }),
    portfolioManager: r.text('portfolioManager', 'shared'),
    targetAudience: r.text('targetAudience'),
    totalExpenseRatio: r.number('totalExpenseRatio', { min: 0 }),
    summaryRiskIndicator: r.number('summaryRiskIndicator', { integer: true, min: 1, max: summaryRiskIndicatorMax }),
    asOf: r.date('asOf'),
    ...keyInformation(r),
    prospectus: { url: httpsLink(r, 'prospectusUrl'), languages: r.stringList('prospectusLanguages') },
  };
}

/** The fund company's key information document of this locale, with its date and version (migration 41). */
function keyInformation(r: EntryReader): Pick<Fund, 'keyInformation'> {
  const document = r.optionalDocument('keyInformationDocument');
  if (!document) return {};
  return { keyInformation: { document, date: r.date('keyInformationDate'), version: r.text('keyInformationVersion', 'shared') } };
}

/** A link that must be https (a shared field). */
function httpsLink(r: EntryReader, field: string): string {
  const url = r.text(field, 'shared');
  if (!url.startsWith('https://')) r.fail(field, `expected an https link, got '${url}'`, defaultContentLocale);
  return url;
}

function mapImpactMetric(r: EntryReader): ImpactMetric {
  const key = r.oneOf('key', impactMetricKeys);
  const userCount = r.optionalNumber('userCount', { integer: true, min: 0 });
  if (key === 'customerBalance' && userCount === undefined) r.fail('userCount', 'the customer balance needs the number of customers holding it', defaultContentLocale);
  if (key !== 'customerBalance' && userCount !== undefined) r.fail('userCount', 'only the customer balance has a number of customers holding it', defaultContentLocale);
  const quantity = impactQuantities[key];
  const unit = r.oneOf('unit', impactUnits);
  const units = Object.keys(unitSizes[quantity]);
  if (!units.includes(unit)) r.fail('unit', `'${key}' measures ${quantity}: expected one of ${units.join(', ')}, got '${unit}'`, defaultContentLocale);
  return {
    id: r.id,
    key,
    group: r.oneOf('group', impactGroups),
    label: r.text('label'),
    description: r.text('description'),
    value: r.number('value', { min: 0 }),
    unit,
    userCount,
    order: r.number('order', { integer: true }),
  };
}

function mapBankCategory(r: EntryReader): BankCategory {
  return {
    id: r.id,
    key: r.oneOf('key', bankCategoryKeys),
    name: r.text('name'),
    explanation: r.text('explanation'),
    order: r.number('order', { integer: true }),
  };
}

function mapBank(r: EntryReader): Bank {
  const ratings = r.json<Record<string, number>>('ratings', 'shared', (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected an object of category key -> rating';
    for (const key of bankCategoryKeys) {
      const rating = (value as Record<string, unknown>)[key];
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < bankRatingScale.min || rating > bankRatingScale.max) {
        return `rating for '${key}' must be a whole number from ${bankRatingScale.min} to ${bankRatingScale.max}, got ${JSON.stringify(rating)}`;
      }
    }
    const unknown = Object.keys(value).filter((k) => !(bankCategoryKeys as readonly string[]).includes(k));
    return unknown.length ? `unknown categories: ${unknown.join(', ')}` : undefined;
  });
  return {
    id: r.id,
    slug: r.text('slug', 'shared'),
    name: r.text('name', 'shared'),
    bankType: r.text('bankType'),
    description: r.text('description'),
    ratings: ratings as Bank['ratings'],
    isOwnOffer: r.boolean('isOwnOffer'),
  };
}

/**
 * A plan's fees (migration 42): every service of the ZKG's list but maintaining the account, which
 * is the plan's price, and the day they hold from. Both or neither: a plan without them has no fee
 * information document, which only a production build refuses (releaseChecks.ts).
 */
function mapPlanFees(r: EntryReader, maintainingAccount: Fee): PlanFeeInformation | undefined {
  const entered = r.optionalJson<Omit<PlanFees, 'maintainingAccount'>>('fees', 'shared', feesProblem);
  const asOf = r.optionalDate('feesAsOf');
  if (entered === undefined && asOf === undefined) return undefined;
  if (entered === undefined) r.fail('fees', 'required value is missing: a plan with feesAsOf needs its fees', defaultContentLocale);
  if (asOf === undefined) r.fail('feesAsOf', 'required value is missing: a plan with fees needs the day they hold from', defaultContentLocale);
  const all: Record<string, Fee | null> = { ...entered, maintainingAccount };
  return { asOf, fees: Object.fromEntries(feeServiceKeys.map((key) => [key, all[key] ?? null])) as PlanFees };
}

export function mapAccountPlan(r: EntryReader): AccountPlan {
  const features = r.json<PlanFeature[]>('features', 'both', (value) => {
    if (!Array.isArray(value) || value.length === 0) return 'expected a non-empty list of { key, label, value }';
    const bad = value.findIndex((f: Partial<PlanFeature> | null) =>
      typeof f?.key !== 'string' || typeof f.label !== 'string' || f.label === '' || (typeof f.value !== 'boolean' && typeof f.value !== 'string'));
    return bad >= 0 ? `item ${bad} must be { key: text, label: text, value: true/false or text }` : undefined;
  });
  const monthlyPrice = r.number('monthlyPrice', { min: 0 });
  const billing = r.oneOf('billing', ['free', 'monthly', 'yearly'] as const);
  const feeInformation = mapPlanFees(r, maintainingAccountFee(monthlyPrice, billing));
  return {
    id: r.id,
    slug: r.text('slug', 'shared'),
    name: r.text('name', 'shared'),
    tagline: r.text('tagline'),
    monthlyPrice,
    billing,
    popular: r.boolean('popular'),
    features,
    order: r.number('order', { integer: true }),
    ...(feeInformation ? { feeInformation } : {}),
  };
}

function mapReview(r: EntryReader): Review {
  return {
    id: r.id,
    author: r.text('author', 'shared'),
    rating: r.number('rating', { integer: true, min: 1, max: 5 }) as Review['rating'],
    title: r.text('title'),
    text: r.text('text'),
    date: r.date('date'),
    source: r.text('source', 'shared'),
  };
}

function mapBanner(r: EntryReader): CrowdinvestingBanner {
  const status = r.oneOf('status', roundStatuses);
  const amountCollected = r.optionalNumber('amountCollected', { min: 0 });
  const investorCount = r.optionalNumber('investorCount', { integer: true, min: 0 });
  if (status === 'completed' && amountCollected === undefined) r.fail('amountCollected', 'a completed round needs the amount collected', defaultContentLocale);
  if (status === 'upcoming' && amountCollected !== undefined) r.fail('amountCollected', 'an upcoming round has collected nothing yet', defaultContentLocale);
  if (status === 'upcoming' && investorCount !== undefined) r.fail('investorCount', 'an upcoming round has no investors yet', defaultContentLocale);
  const disabled = r.boolean('buttonDisabled');
  if (status === 'upcoming' && !disabled) r.fail('buttonDisabled', 'an upcoming round cannot be joined yet: its button is disabled', defaultContentLocale);
  const href = r.optionalText('buttonHref', 'shared');
  if (!disabled && !href) r.fail('buttonHref', 'an enabled button needs a link', defaultContentLocale);
  const date = r.date('date');
  return {
    id: r.id,
    key: r.text('key', 'shared'),
    date,
    year: new Date(date).getUTCFullYear(),
    status,
    headline: r.text('headline'),
    text: r.text('text'),
    amountCollected,
    investorCount,
    button: { label: r.text('buttonLabel'), href, disabled },
    image: r.image('image'),
  };
}

function mapFaqEntry(r: EntryReader): FaqEntry {
  return {
    id: r.id,
    topic: r.oneOf('topic', faqTopics),
    question: r.text('question'),
    answer: r.richText('answer'),
    order: r.number('order', { integer: true }),
  };
}

function mapSignupPage(r: EntryReader): SignupPage {
  return {
    id: r.id,
    type: r.oneOf('type', signupTypes),
    headline: r.text('headline'),
    intro: r.text('intro'),
    submitLabel: r.text('submitLabel'),
    successHeadline: r.text('successHeadline'),
    successText: r.text('successText'),
    asksForName: r.boolean('asksForName'),
  };
}

/**
 * The reviews' average and count as their platform publishes them (its figure source), not
 * worked out from the few review entries; checkComplete fails the build without the source.
 */
function reviewSummary(sources: Partial<SiteContent['figureSources']>): ReviewSummary {
  const platform = sources.reviews;
  return { average: platform?.ratings?.average ?? 0, count: platform?.ratings?.count ?? 0, source: { name: platform?.source ?? '', url: platform?.url ?? '' } };
}

function mapFigureSource(r: EntryReader, key: FigureSourceKey): FigureSource {
  const url = httpsLink(r, 'url');
  const source: FigureSource = { id: r.id, source: r.text('source'), method: r.text('method'), url, asOf: r.date('asOf') };
  const average = r.optionalNumber('ratingAverage', { min: 1, max: reviewRatingMax });
  const count = r.optionalNumber('ratingCount', { integer: true, min: 0 });
  if (key !== 'reviews') {
    if (average !== undefined || count !== undefined) r.fail(average !== undefined ? 'ratingAverage' : 'ratingCount', "only the reviews' source has a rating average and count", defaultContentLocale);
    return source;
  }
  if (average === undefined) r.fail('ratingAverage', "the reviews' source needs the platform's average rating", defaultContentLocale);
  if (count === undefined) r.fail('ratingCount', "the reviews' source needs the platform's number of reviews", defaultContentLocale);
  return { ...source, ratings: { average: roundRating(average), count } };
}

/** The regulatory notices by key (checkComplete makes sure each is there). */
export function mapNotices(readers: EntryReader[]): RegulatoryNotices {
  return Object.fromEntries(readers.map((r) => [r.oneOf('key', regulatoryNoticeKeys), r.text('text')])) as RegulatoryNotices;
}

export function mapLegalPage(r: EntryReader): LegalPage {
  const kind = r.oneOf('kind', legalPageKinds);
  return {
    id: r.id,
    kind,
    slug: r.text('slug'),
    title: r.text('title'),
    body: r.richText('body'),
    lastUpdated: r.date('lastUpdated'),
    imprint: kind === 'imprint' ? { supervisoryAuthority: r.text('supervisoryAuthority') } : undefined,
  };
}

/** The footer marks by key (checkComplete makes sure both are there). */
export function mapTrustMarks(readers: EntryReader[]): Record<TrustMarkKey, TrustMark> {
  return Object.fromEntries(
    readers.map((r) => {
      const url = r.optionalText('url', 'shared');
      if (url !== undefined && !url.startsWith('https://')) r.fail('url', `expected an https link, got '${url}'`, defaultContentLocale);
      return [r.oneOf('key', trustMarkKeys), { title: r.text('title'), organisation: r.text('organisation', 'shared'), url }];
    }),
  ) as Record<TrustMarkKey, TrustMark>;
}

function mapBudgetAdvice(r: EntryReader): BudgetAdvice {
  const essentials = r.oneOf('essentials', budgetShareLevels);
  const fun = r.oneOf('fun', budgetShareLevels);
  const savings = r.oneOf('savings', budgetSavingsLevels);
  const caseKey = r.text('caseKey', 'shared');
  const expected = budgetCaseKey({ essentials, fun, savings });
  if (caseKey !== expected) r.fail('caseKey', `expected '${expected}', got '${caseKey}'`, defaultContentLocale);
  return { id: r.id, caseKey, essentials, fun, savings, headline: r.text('headline'), advice: r.text('advice') };
}
