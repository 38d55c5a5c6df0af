import { documentToHtmlString } from '@contentful/rich-text-html-renderer';
import type {
  Article as ArticleLd,
  BankOrCreditUnion,
  BreadcrumbList,
  FAQPage,
  InvestmentFund,
  JobPosting,
  Organization,
  Thing,
  WithContext,
} from 'schema-dts';
import type { Article, EmploymentType, FaqEntry, Fund, Job, JobSchedule } from '@site/content';
import { supportUrl, type LegalIdentity, type SiteConfig } from '@site/config';
import type { Locale } from '@site/i18n';

/**
 * schema.org JSON-LD of the site's pages, built from the same content the pages render. The
 * `schema-dts` types make a misspelt property or a wrong value type a type error.
 */

type Config = Pick<SiteConfig, 'brand' | 'partnerBank' | 'siteUrl' | 'supportSiteUrl' | 'contactEmail' | 'appStoreUrl' | 'playStoreUrl'>;

const context = 'https://schema.org' as const;

/** The square brand mark, the one raster logo the site serves. */
function logoUrl(config: Pick<SiteConfig, 'siteUrl'>): string {
  return `${config.siteUrl}/apple-touch-icon.png`;
}

/** The brand as a reference inside another item (publisher, hiring organisation). */
function brandOrganization(config: Config): Organization {
  return { '@type': 'Organization', name: config.brand, url: config.siteUrl, logo: logoUrl(config) };
}

/**
 * Home page: the brand with the company behind it (legal name, address, VAT id, phone: the
 * imprint's facts), its support contact, its apps and the partner bank that holds the accounts.
 */
export function bankLd(config: Config, identity: LegalIdentity, locale: Locale, homeUrl: string): WithContext<BankOrCreditUnion> {
  const { company } = identity;
  return {
    '@context': context,
    '@type': 'BankOrCreditUnion',
    name: config.brand,
    legalName: company.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    vatID: company.vatId,
    telephone: company.phone.display,
    url: homeUrl,
    logo: logoUrl(config),
    image: logoUrl(config),
    sameAs: [config.appStoreUrl, config.playStoreUrl],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: config.contactEmail,
      url: supportUrl(config, locale),
      availableLanguage: ['de', 'en'],
    },
    // The accounts the brand offers are held at the partner bank.
    makesOffer: {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'BankAccount',
        name: config.brand,
        provider: { '@type': 'BankOrCreditUnion', name: config.partnerBank },
      },
    },
  };
}

type GoogleEmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'OTHER';

const scheduleTypes: Record<JobSchedule, GoogleEmploymentType[]> = {
  'full-time': ['FULL_TIME'],
  'part-time': ['PART_TIME'],
  'full-or-part-time': ['FULL_TIME', 'PART_TIME'],
};

// A permanent job and a working student's job are plain employment: the schedule says it all.
const kindTypes: Record<EmploymentType, GoogleEmploymentType[]> = {
  permanent: [],
  working_student: [],
  intern: ['INTERN'],
  trainee: ['OTHER'],
  freelance: ['CONTRACTOR'],
  temporary: ['TEMPORARY'],
};

/** Google's employmentType values for the spec's schedule and type of employment. */
export function googleEmploymentTypes(schedule: JobSchedule, kind: EmploymentType): GoogleEmploymentType[] {
  return [...new Set([...kindTypes[kind], ...scheduleTypes[schedule]])];
}

/** A job, with every property Google's job search requires and recommends. */
export function jobPostingLd(job: Job, config: Config, url: string): WithContext<JobPosting> {
  const remote = job.workplace !== 'on-site';
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: job.name,
    description: `<p>${escapeHtml(job.summary)}</p>${documentToHtmlString(job.description)}`,
    identifier: { '@type': 'PropertyValue', name: config.brand, value: job.id },
    datePosted: job.publishedAt,
    validThrough: `${job.validThrough}T23:59:59`,
    employmentType: googleEmploymentTypes(job.schedule, job.employmentType),
    hiringOrganization: brandOrganization(config),
    ...(job.office
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: job.office.streetAddress,
              postalCode: job.office.postalCode,
              addressLocality: job.office.locality,
              ...(job.office.region ? { addressRegion: job.office.region } : {}),
              addressCountry: job.office.country,
            },
          },
        }
      : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.remoteCountries.map((country) => ({ '@type': 'Country' as const, name: country })),
        }
      : {}),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: 'YEAR' },
          },
        }
      : {}),
    directApply: true,
    url,
  };
}

/** A magazine article. */
export function articleLd(article: Article, config: Config, url: string, locale: Locale): WithContext<ArticleLd> {
  return {
    '@context': context,
    '@type': 'Article',
    headline: article.title,
    description: article.teaser,
    image: [`${config.siteUrl}${article.heroImage.jpeg}`],
    datePublished: article.publishedAt,
    dateModified: article.publishedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: brandOrganization(config),
    mainEntityOfPage: url,
    inLanguage: locale,
    articleSection: article.category,
  };
}

/** The questions of an FAQ block with their answers (HTML). */
export function faqPageLd(entries: FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: documentToHtmlString(entry.answer) },
    })),
  };
}

/** A document of the fund as the page links it (`lib/fundDocuments`): what it is, where, as of when. */
export interface FundDocumentLink {
  kind: 'keyInformation' | 'factsheet';
  name: string;
  url: string;
  /** ISO date: the key information document's edition, the factsheet's figures. */
  date: string;
}

/**
 * The fund page: the fund with ISIN and WKN, its risk class on the PRIIPs scale (a `CategoryCode`
 * of the SRI's code set: schema.org has no risk property) and its PDFs as `subjectOf`; the key
 * information document (the fund company's) also states the fees (`feesAndCommissionsSpecification`).
 */
export function investmentFundLd(
  fund: Fund,
  url: string,
  details: { locale: Locale; documents: FundDocumentLink[]; riskClassName: string; riskScaleName: string },
): WithContext<InvestmentFund> {
  const keyInformation = details.documents.find((document) => document.kind === 'keyInformation');
  return {
    '@context': context,
    '@type': 'InvestmentFund',
    name: fund.name,
    description: fund.description,
    url,
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'ISIN', value: fund.isin },
      { '@type': 'PropertyValue', propertyID: 'WKN', value: fund.wkn },
    ],
    provider: { '@type': 'Organization', name: fund.fundCompany },
    category: {
      '@type': 'CategoryCode',
      codeValue: String(fund.summaryRiskIndicator),
      name: details.riskClassName,
      inCodeSet: { '@type': 'CategoryCodeSet', name: details.riskScaleName },
    },
    ...(keyInformation ? { feesAndCommissionsSpecification: keyInformation.url } : {}),
    subjectOf: details.documents.map((document) => ({
      '@type': 'DigitalDocument',
      name: document.name,
      url: document.url,
      encodingFormat: 'application/pdf',
      inLanguage: details.locale,
      dateModified: document.date,
    })),
  };
}

export interface BreadcrumbItem {
  name: string;
  url: string;
}

/** The trail from the home page to the current page. */
export function breadcrumbLd(items: BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * The JSON of a `<script type="application/ld+json">`: `<` is escaped so that no text of the
 * content can close the script element.
 */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
