import type { Document } from '@contentful/rich-text-types';
import type { LegalPageKind } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import type { BankCategoryKey, BankRating } from './bankRatings';
import type { BudgetSavingsLevel, BudgetShareLevel } from './budgetCases';
import type { RoundStatus } from './figures';
import type { PlanFeeInformation } from './fees';

export type { Document as RichTextDocument } from '@contentful/rich-text-types';
export type { Locale };

/** An image made ready by the image step: webp + jpeg at quality 85, at most 1000x1000. */
export interface ContentImage {
  id: string;
  /** Alternative text in the requested locale ('' marks a decorative image). */
  alt: string;
  /** Intrinsic size of the generated files (set on <img> so nothing shifts). */
  width: number;
  height: number;
  /** Public paths under the media base, e.g. `/media/article-forest-3.webp`. */
  webp: string;
  jpeg: string;
  /** 24x24 image as a data URI, shown blurred until the main image has loaded. */
  placeholder: string;
  /**
   * Larger renderings of the same picture, for the srcset (the app screens of @site/app-screens
   * at twice their width). Content images have one size and none.
   */
  variants?: ReadonlyArray<{ width: number; height: number; webp: string; jpeg: string }>;
}

export interface PageSection {
  id: string;
  key: string;
  page: string;
  eyebrow?: string;
  heading: string;
  body: string;
  cta?: { label: string; href: string };
  image?: ContentImage;
  order: number;
}

export interface Article {
  id: string;
  slug: string;
  title: string;
  teaser: string;
  body: Document;
  category: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  /** From the words of the title, teaser and body (readingTime.ts), not typed in: a typed figure went stale. */
  readingTimeMinutes: number;
  heroImage: ContentImage;
  /** Video and podcast players, rendered click-to-load (empty when the article has none). */
  embeds: MediaEmbed[];
}

export const mediaEmbedKinds = ['VIDEO', 'PODCAST'] as const;
export type MediaEmbedKind = (typeof mediaEmbedKinds)[number];

/** A provider player shown only after consent; `preview` is the self-hosted stand-in. */
export interface MediaEmbed {
  id: string;
  kind: MediaEmbedKind;
  title: string;
  /** The player URL (https, an origin the CSP frame-src allows). */
  url: string;
  preview: ContentImage;
}

export const jobSchedules = ['full-time', 'part-time', 'full-or-part-time'] as const;
export type JobSchedule = (typeof jobSchedules)[number];
export const employmentTypes = ['permanent', 'intern', 'trainee', 'freelance', 'temporary', 'working_student'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export interface JobDepartment {
  id: string;
  /** Stable key for the URL filter. */
  key: string;
  name: string;
}

export interface ContactPerson {
  id: string;
  name: string;
  role: string;
  email: string;
  photo: ContentImage;
}

export const jobWorkplaces = ['on-site', 'office-or-remote', 'remote'] as const;
export type JobWorkplace = (typeof jobWorkplaces)[number];

/** A postal address of the company's, where a job is based. */
export interface Office {
  id: string;
  name: string;
  streetAddress: string;
  postalCode: string;
  locality: string;
  region?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface Job {
  id: string;
  slug: string;
  name: string;
  department: JobDepartment;
  schedule: JobSchedule;
  employmentType: EmploymentType;
  location: string;
  summary: string;
  description: Document;
  contactPerson: ContactPerson;
  applyUrl: string;
  publishedAt: string;
  /** Last day applications are taken (YYYY-MM-DD). */
  validThrough: string;
  workplace: JobWorkplace;
  /** Absent only for remote-only jobs. */
  office?: Office;
  /** ISO 3166-1 alpha-2 countries remote work is allowed from (empty for on-site jobs). */
  remoteCountries: string[];
  /** Yearly gross salary range in EUR, when published. */
  salary?: { min: number; max: number };
}

export const companyCategories = [
  'OTHER', 'HEALTH_CARE', 'INDUSTRIALS', 'REAL_ESTATE', 'INFORMATION_TECHNOLOGY', 'COMMUNICATION_SERVICES',
  'CONSUMER_DISCRETIONARY', 'CONSUMER_STAPLES', 'UTILITIES', 'MATERIALS', 'FINANCIALS',
] as const;
export type CompanyCategory = (typeof companyCategories)[number];

export interface Company {
  id: string;
  slug: string;
  name: string;
  category: CompanyCategory;
  /** ISO 3166-1 alpha-2. */
  country: string;
  description: string;
  /** How the company does it (one sentence). */
  approach: string;
  sustainabilityReason: string;
  /** One sentence with a figure (and its year) the company achieved. */
  measurableResult: string;
  website?: string;
  /** Share of the fund in percent. */
  portfolioWeight: number;
}

/** One slice of a fund breakdown; `share` is in percent (0..100). */
export interface FundShare {
  key: string;
  label: string;
  share: number;
}

/**
 * Keys a fund breakdown reserves. `CASH` is the fund's cash (the rest of the composition is in
 * companies). `OTHER` is everything the breakdown does not list: its editors give it a label but
 * no share, and the mapper computes the share as 100 % minus the other lines, so it can never
 * disagree with them.
 */
export const fundShareKeys = { cash: 'CASH', other: 'OTHER' } as const;

export const distributionTypes = ['ACCUMULATING', 'DISTRIBUTING'] as const;
export type DistributionType = (typeof distributionTypes)[number];

/** The top of the PRIIPs risk scale, whose classes run from 1 (lower) to 7 (higher risk). */
export const summaryRiskIndicatorMax = 7;

/** The fund facts of SPEC §3 (snake_case there, camelCase here). Percentages in percent, money in EUR. */
export interface Fund {
  id: string;
  name: string;
  description: string;
  composition: FundShare[];
  industries: FundShare[];
  countries: FundShare[];
  cashSecurities: FundShare[];
  isin: string;
  wkn: string;
  accountFee: number;
  /** ACCUMULATING is displayed as 'Reinvesting'. */
  distributionType: DistributionType;
  estimatedReturnOnInvestment: number;
  fundCompany: string;
  investmentHorizon: string;
  investmentUniverse: string;
  issueCountry: string;
  issueDate: string;
  issueSurcharge: number;
  netAssetValue: number;
  netAssetValuePerShare: number;
  orderFee: number;
  portfolioManager: string;
  targetAudience: string;
  totalExpenseRatio: number;
  /** PRIIPs summary risk indicator, 1 (lower) to `summaryRiskIndicatorMax` (higher risk). */
  summaryRiskIndicator: number;
  asOf: string;
  /**
   * The fund company's key information document in this locale, with the date and version printed
   * in it (migration 41). Optional while content is edited; a production build refuses a fund
   * without one (`fundDocumentGaps` of releaseChecks.ts).
   */
  keyInformation?: { document: ContentDocument; date: string; version: string };
  /** Where the fund company publishes the prospectus (https), and its languages (ISO 639-1). */
  prospectus: { url: string; languages: string[] };
}

/** A PDF asset as the site serves it (`url`, below the media folder: the build copies it there). */
export interface ContentDocument {
  id: string;
  url: string;
  fileName: string;
  /** Its size in bytes, as the asset says. */
  bytes: number;
}

export const impactUnits = [
  'CUBIC_METER', 'SQUARE_METER', 'SQUARE_CENTIMETRE', 'KILO_CO2', 'LITER', 'ROUNDED', 'ROUNDED_MILLION', 'ROUNDED_EURO_MILLION',
] as const;
export type ImpactUnit = (typeof impactUnits)[number];
export const impactMetricKeys = [
  'customerBalance', 'totalDeposits', 'forestArea', 'trees', 'co2Offset', 'customerCount', 'generalBonds', 'greenBonds',
  'blueBonds', 'socialBonds', 'restorationLand', 'restorationHabitat', 'restorationWheelbarrows', 'restorationSeedlings',
  'restorationWater',
] as const;
export type ImpactMetricKey = (typeof impactMetricKeys)[number];
export const impactGroups = ['customers', 'climate', 'bonds', 'restoration'] as const;
export type ImpactGroup = (typeof impactGroups)[number];

export interface ImpactMetric {
  id: string;
  key: ImpactMetricKey;
  group: ImpactGroup;
  label: string;
  description: string;
  /** Raw value; the unit says how to show it (SPEC §9). */
  value: number;
  unit: ImpactUnit;
  /** Only on customerBalance: the number of users the balance belongs to. */
  userCount?: number;
  order: number;
}

export { bankCategoryKeys, bankRatingLevels, bankRatingScale, type BankCategoryKey, type BankRating } from './bankRatings';

export interface BankCategory {
  id: string;
  key: BankCategoryKey;
  name: string;
  explanation: string;
  order: number;
}

export interface Bank {
  id: string;
  slug: string;
  name: string;
  bankType: string;
  description: string;
  ratings: Record<BankCategoryKey, BankRating>;
  isOwnOffer: boolean;
}

export interface PlanFeature {
  key: string;
  label: string;
  value: boolean | string;
}

export interface AccountPlan {
  id: string;
  slug: string;
  name: string;
  tagline: string;
  /** EUR per month. */
  monthlyPrice: number;
  billing: 'free' | 'monthly' | 'yearly';
  popular: boolean;
  features: PlanFeature[];
  order: number;
  /**
   * Its fee for every service of the ZKG's list, and the day they hold from (src/fees.ts):
   * what its fee information document and the price list show. Absent only where the content
   * lacks them, which a production build refuses (src/releaseChecks.ts).
   */
  feeInformation?: PlanFeeInformation;
}

export interface Review {
  id: string;
  author: string;
  /** 1..5 stars out of reviewRatingMax. */
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  date: string;
  source: string;
}
export const reviewRatingMax = 5;

/** Where the reviews are published: the platform's name and its page of them. */
export interface ReviewPlatform {
  name: string;
  url: string;
}

/** The reviews' average rating (to one decimal) and count, as their platform publishes them, and where they are read. */
export interface ReviewSummary {
  average: number;
  count: number;
  source: ReviewPlatform;
}

export interface CrowdinvestingBanner {
  id: string;
  key: string;
  /** The round's date (YYYY-MM-DD), from the content. */
  date: string;
  /** The round's year, taken from `date`. */
  year: number;
  /** Over, open now, or announced (migration 35); see `roundStatuses`. */
  status: RoundStatus;
  headline: string;
  text: string;
  /** EUR; set for completed rounds, never for an upcoming one. */
  amountCollected?: number;
  investorCount?: number;
  button: { label: string; href?: string; disabled: boolean };
  image: ContentImage;
}

export const faqTopics = ['account', 'investing', 'jobs', 'crowdinvesting', 'general'] as const;
export type FaqTopic = (typeof faqTopics)[number];

export interface FaqEntry {
  id: string;
  topic: FaqTopic;
  question: string;
  answer: Document;
  order: number;
}

/** The sign-up lists, as the API knows them (its contract). */
import type { SignupTypeValue } from '@site/api/rules';
export { signupTypes } from '@site/api/rules';
export type SignupType = SignupTypeValue;

export interface SignupPage {
  id: string;
  type: SignupType;
  headline: string;
  intro: string;
  submitLabel: string;
  successHeadline: string;
  successText: string;
  asksForName: boolean;
}

/** A legal page of content is one of the site's legal routes. */
export { legalPageKinds } from '@site/config/routes';
export type { LegalPageKind };

/**
 * The imprint's wording beside the provider details. Who the provider is (§ 5 DDG: name, address,
 * representatives, register, e-mail, phone, VAT id) is configuration (`readLegalIdentity` of
 * @site/config); the content says how the company is supervised.
 */
export interface ImprintDetails {
  supervisoryAuthority: string;
}

export interface LegalPage {
  id: string;
  kind: LegalPageKind;
  slug: string;
  title: string;
  body: Document;
  lastUpdated: string;
  /** Set only for the imprint. */
  imprint?: ImprintDetails;
}


export interface BudgetAdvice {
  id: string;
  /** `${essentials}-${fun}-${savings}`, e.g. 'within-over-low'. */
  caseKey: string;
  essentials: BudgetShareLevel;
  fun: BudgetShareLevel;
  savings: BudgetSavingsLevel;
  headline: string;
  advice: string;
}

/**
 * Notices a bank's advertising must carry, worded by compliance (migration 21): the deposit
 * guarantee, and the capital-at-risk warnings next to a return figure and a crowd-investing round,
 * and the explanation of the fund's risk scale (migration 33).
 */
export const regulatoryNoticeKeys = ['depositGuarantee', 'fundRisk', 'crowdinvestingRisk', 'riskIndicator'] as const;
export type RegulatoryNoticeKey = (typeof regulatoryNoticeKeys)[number];
export type RegulatoryNotices = Record<RegulatoryNoticeKey, string>;

/**
 * The figures that name their source: the comparator's ratings and each impact group (migration
 * 22), and the reviews' average and count (migration 25; the review feed's own page overrides it).
 */
export const figureSourceKeys = ['bankComparison', 'impact.customers', 'impact.climate', 'impact.bonds', 'impact.restoration', 'reviews'] as const;
export type FigureSourceKey = (typeof figureSourceKeys)[number];

/** Who measured or rated a set of figures, how, where to read it, and the date the figures are as of. */
export interface FigureSource {
  /** The entry's id, for the build's messages. */
  id: string;
  source: string;
  method: string;
  url: string;
  asOf: string;
  /** Only on 'reviews' (migration 34): the platform's own average and count of all its reviews. */
  ratings?: { average: number; count: number };
}

/** The registration app's footer marks (migration 32). */
export const trustMarkKeys = ['certification', 'partner'] as const;
export type TrustMarkKey = (typeof trustMarkKeys)[number];

/** Who certified the company, or who the partner is: a caption, the organisation named, a link. */
export interface TrustMark {
  /** 'Certified B Corporation', 'empowered by'. */
  title: string;
  /** The certifier or the partner; the logo's alt text. */
  organisation: string;
  /** The certificate or the partner's page. */
  url?: string;
}

/** Everything the site shows from the content layer, in one locale. */
export interface SiteContent {
  locale: Locale;
  pageSections: PageSection[];
  articles: Article[];
  jobDepartments: JobDepartment[];
  jobs: Job[];
  companies: Company[];
  fund: Fund;
  impactMetrics: ImpactMetric[];
  bankCategories: BankCategory[];
  banks: Bank[];
  accountPlans: AccountPlan[];
  /** From the configured review source (packages/content/README.md, "Reviews"), newest first. */
  reviews: Review[];
  /** The review service's figures for all its reviews, or those of `reviews`. */
  reviewSummary: ReviewSummary;
  crowdinvestingBanners: CrowdinvestingBanner[];
  faqEntries: FaqEntry[];
  signupPages: SignupPage[];
  legalPages: LegalPage[];
  budgetAdvice: BudgetAdvice[];
  /** Every regulatory notice, by key; a missing one fails the build. */
  notices: RegulatoryNotices;
  /** Every figure source, by key; a missing one fails the build. */
  figureSources: Record<FigureSourceKey, FigureSource>;
  /** Both footer marks of the registration app, by key; a missing one fails the build. */
  trustMarks: Record<TrustMarkKey, TrustMark>;
}
