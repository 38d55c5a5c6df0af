import type { RichTextDocument as Document } from '@site/content';
import type { Article, FaqEntry, Fund, Job } from '@site/content';
import { defaultSiteConfig, readLegalIdentity } from '@site/config';
import {
  articleLd,
  bankLd,
  breadcrumbLd,
  faqPageLd,
  googleEmploymentTypes,
  investmentFundLd,
  jobPostingLd,
  serializeJsonLd,
} from './structuredData';
import { breadcrumbTrail } from './breadcrumbs';

const config = { ...defaultSiteConfig, brand: 'Brandname', partnerBank: 'Some Bank AG', siteUrl: 'https://www.bank.test' };

const paragraph = (text: string): Document =>
  ({
    nodeType: 'document',
    data: {},
    content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
  }) as Document;

const image = { id: 'img', alt: '', width: 1000, height: 563, webp: '/media/hero.webp', jpeg: '/media/hero.jpg', placeholder: '' };

const job: Job = {
  id: 'job-1',
  slug: 'designer',
  name: 'Product Designer',
  department: { id: 'd', key: 'product', name: 'Product' },
  schedule: 'full-or-part-time',
  employmentType: 'permanent',
  location: 'Berlin or remote in Germany',
  summary: 'You design <things>.',
  description: paragraph('Your tasks'),
  contactPerson: { id: 'c', name: 'Lena', role: 'Recruiter', email: 'lena@jobs.test', photo: image },
  applyUrl: 'https://jobs.test/apply',
  publishedAt: '2025-09-30',
  validThrough: '2027-06-30',
  workplace: 'office-or-remote',
  office: { id: 'o', name: 'Berlin', streetAddress: 'Musterstraße 1', postalCode: '10115', locality: 'Berlin', region: 'Berlin', country: 'DE' },
  remoteCountries: ['DE'],
  salary: { min: 55000, max: 68000 },
};

describe('bankLd (home page)', () => {
  it('names the brand and the company behind it, its logo, support contact, app stores and the partner bank', () => {
    const ld = bankLd(config, readLegalIdentity({ COMPANY_NAME: 'Brandname Finance GmbH' }), 'de-DE', 'https://www.bank.test/de-DE/');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BankOrCreditUnion',
      name: 'Brandname',
      legalName: 'Brandname Finance GmbH',
      address: { '@type': 'PostalAddress', streetAddress: 'Greifswalder Straße 212', postalCode: '10405', addressLocality: 'Berlin', addressCountry: 'DE' },
      vatID: 'DE291847369',
      telephone: '+49 30 23125480',
      url: 'https://www.bank.test/de-DE/',
      logo: 'https://www.bank.test/apple-touch-icon.png',
      sameAs: [config.appStoreUrl, config.playStoreUrl],
      contactPoint: { '@type': 'ContactPoint', email: config.contactEmail, url: `${config.supportSiteUrl}/de/support/home` },
      makesOffer: { itemOffered: { '@type': 'BankAccount', provider: { '@type': 'BankOrCreditUnion', name: 'Some Bank AG' } } },
    });
  });
});

describe('jobPostingLd', () => {
  it('carries every property Google requires and recommends', () => {
    const ld = jobPostingLd(job, config, 'https://www.bank.test/en-EU/jobs/designer/');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Product Designer',
      datePosted: '2025-09-30',
      validThrough: '2027-06-30T23:59:59',
      employmentType: ['FULL_TIME', 'PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Brandname', url: 'https://www.bank.test' },
      jobLocation: {
        '@type': 'Place',
        address: { streetAddress: 'Musterstraße 1', postalCode: '10115', addressLocality: 'Berlin', addressRegion: 'Berlin', addressCountry: 'DE' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'DE' }],
      baseSalary: { currency: 'EUR', value: { minValue: 55000, maxValue: 68000, unitText: 'YEAR' } },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Brandname', value: 'job-1' },
    });
  });

  it('writes the description as HTML with the summary escaped', () => {
    expect(jobPostingLd(job, config, 'u').description).toBe('<p>You design &lt;things&gt;.</p><p>Your tasks</p>');
  });

  it('leaves out remote work for an on-site job, the office for a remote-only one, and a salary not given', () => {
    const onSite = jobPostingLd({ ...job, workplace: 'on-site', remoteCountries: [], salary: undefined }, config, 'u');
    expect(onSite).not.toHaveProperty('jobLocationType');
    expect(onSite).not.toHaveProperty('applicantLocationRequirements');
    expect(onSite).not.toHaveProperty('baseSalary');
    const remote = jobPostingLd({ ...job, workplace: 'remote', office: undefined, remoteCountries: ['DE', 'AT'] }, config, 'u');
    expect(remote).not.toHaveProperty('jobLocation');
    expect(remote).toMatchObject({ applicantLocationRequirements: [{ name: 'DE' }, { name: 'AT' }] });
  });

  it.each([
    ['full-time', 'permanent', ['FULL_TIME']],
    ['part-time', 'working_student', ['PART_TIME']],
    ['full-time', 'intern', ['INTERN', 'FULL_TIME']],
    ['full-time', 'trainee', ['OTHER', 'FULL_TIME']],
    ['part-time', 'freelance', ['CONTRACTOR', 'PART_TIME']],
    ['part-time', 'temporary', ['TEMPORARY', 'PART_TIME']],
  ] as const)('maps %s %s to %j', (schedule, kind, expected) => {
    expect(googleEmploymentTypes(schedule, kind)).toEqual(expected);
  });
});

describe('articleLd', () => {
  it('has headline, absolute image, dates, author and publisher', () => {
    const article: Article = {
      id: 'a', slug: 'green', title: 'Saving green', teaser: 'Why it matters', body: paragraph('x'), category: 'Money',
      author: 'Mia Lange', publishedAt: '2025-06-01', readingTimeMinutes: 4, heroImage: image, embeds: [],
    };
    expect(articleLd(article, config, 'https://www.bank.test/en-EU/magazine/green/', 'en-EU')).toMatchObject({
      '@type': 'Article',
      headline: 'Saving green',
      image: ['https://www.bank.test/media/hero.jpg'],
      datePublished: '2025-06-01',
      dateModified: '2025-06-01',
      author: { '@type': 'Person', name: 'Mia Lange' },
      publisher: { '@type': 'Organization', name: 'Brandname' },
      mainEntityOfPage: 'https://www.bank.test/en-EU/magazine/green/',
    });
  });
});

describe('faqPageLd', () => {
  it('lists each question with its answer as HTML', () => {
    const entries: FaqEntry[] = [{ id: 'f', topic: 'jobs', question: 'Can I work remotely?', answer: paragraph('Yes.'), order: 1 }];
    expect(faqPageLd(entries)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Can I work remotely?', acceptedAnswer: { '@type': 'Answer', text: '<p>Yes.</p>' } }],
    });
  });
});

describe('investmentFundLd', () => {
  const fund = {
    name: 'Green Equity Fund',
    description: 'Stocks',
    isin: 'DE000A2QDR42',
    wkn: 'A2QDR4',
    fundCompany: 'Fund KVG',
    summaryRiskIndicator: 5,
    asOf: '2025-09-30',
  } as Fund;
  const documents = [
    { kind: 'keyInformation', name: 'Key information document', url: 'https://www.bank.test/media/documents/kid/1/kid.pdf', date: '2025-06-30' },
    { kind: 'factsheet', name: 'Factsheet', url: 'https://www.bank.test/en-EU/investing/factsheet.pdf', date: '2025-09-30' },
  ] as const;
  const ld = investmentFundLd(fund, 'https://www.bank.test/en-EU/investing/', {
    locale: 'en-EU',
    documents: [...documents],
    riskClassName: 'Risk class 5 of 7',
    riskScaleName: 'Risk indicator (SRI)',
  });

  it('identifies the fund by its ISIN', () => {
    expect(ld).toMatchObject({
      '@type': 'InvestmentFund',
      name: 'Green Equity Fund',
      identifier: [{ '@type': 'PropertyValue', propertyID: 'ISIN', value: 'DE000A2QDR42' }, { propertyID: 'WKN', value: 'A2QDR4' }],
      provider: { name: 'Fund KVG' },
    });
  });

  it('says the risk class and links both documents, each with its date, the key information document for the fees', () => {
    expect(ld).toMatchObject({
      category: { '@type': 'CategoryCode', codeValue: '5', name: 'Risk class 5 of 7', inCodeSet: { '@type': 'CategoryCodeSet', name: 'Risk indicator (SRI)' } },
      feesAndCommissionsSpecification: 'https://www.bank.test/media/documents/kid/1/kid.pdf',
      subjectOf: documents.map((document) => ({
        '@type': 'DigitalDocument',
        name: document.name,
        url: document.url,
        encodingFormat: 'application/pdf',
        inLanguage: 'en-EU',
        dateModified: document.date,
      })),
    });
  });
});

describe('breadcrumbs', () => {
  const urlOf = (path: string) => `https://www.bank.test/en-EU${path}`;
  const labelOf = (id: string) => `label:${id}`;

  it('walks the route registry from home to a detail page', () => {
    const trail = breadcrumbTrail('/investing/companies/acme/', labelOf, urlOf, 'Acme');
    expect(trail).toEqual([
      { name: 'label:home', url: 'https://www.bank.test/en-EU/' },
      { name: 'label:investing', url: 'https://www.bank.test/en-EU/investing/' },
      { name: 'label:companies', url: 'https://www.bank.test/en-EU/investing/companies/' },
      { name: 'Acme', url: 'https://www.bank.test/en-EU/investing/companies/acme/' },
    ]);
    expect(breadcrumbLd(trail).itemListElement).toEqual(
      trail.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
    );
  });

  it('skips a folder that is no page (/legal/)', () => {
    expect(breadcrumbTrail('/legal/imprint/', labelOf, urlOf).map((i) => i.name)).toEqual(['label:home', 'label:imprint']);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const json = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ name: '</script><script>alert(1)</script>' });
  });
});
