import { readFileSync } from 'node:fs';
import type { ContentfulExport, RawEntry } from '../exportFormat';
import { bundledExportFile } from '../paths';
import {
  bankCategoryKeys, companyCategories, employmentTypes, impactMetricKeys, impactUnits, jobSchedules, legalPageKinds,
  signupTypes, type SiteContent,
} from '../types';
import type { ImageMeta } from '../images/imageMeta';
import { mapContent } from './mapContent';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const placeholders = {
  brand: 'Moosbank',
  partnerBank: 'Beispiel Bank AG',
  partnerBankSupervisor: 'Finanzaufsicht X',
  company: 'Moosbank Digital GmbH',
  companyAddress: 'Moosweg 1, 10115 Berlin',
  depositGuaranteeScheme: 'Sicherungsfonds Y',
  depositGuaranteeAddress: 'Fondsplatz 2, 10117 Berlin',
  depositGuaranteeUrl: 'https://fonds.test',
  emailDomain: 'moosbank.test',
};
const images = new Map<string, ImageMeta>(
  data.assets.map((a) => [a.sys.id, { width: 1000, height: 563, webp: `/media/${a.sys.id}.webp`, jpeg: `/media/${a.sys.id}.jpg`, placeholder: 'data:image/webp;base64,AA==' }]),
);
const map = (locale: 'de-DE' | 'en-EU', entries: RawEntry[] = data.entries): SiteContent =>
  mapContent({ entries, assets: data.assets }, { locale, images, placeholders });

/** A copy of the entries with one field of one entry changed (or removed with `undefined`). */
function withField(id: string, field: string, values: Record<string, unknown> | undefined): RawEntry[] {
  return data.entries.map((e) => {
    if (e.sys.id !== id) return e;
    const fields = { ...e.fields };
    if (values === undefined) delete fields[field];
    else fields[field] = values;
    return { ...e, fields };
  });
}

describe('the bundled content', () => {
  const de = map('de-DE');
  const en = map('en-EU');

  it('gives every company four sentences, one of them a measurable result (a figure), in both locales', () => {
    for (const content of [de, en]) {
      for (const company of content.companies) {
        const texts = [company.description, company.approach, company.sustainabilityReason, company.measurableResult];
        expect(new Set(texts).size).toBe(4);
        const sentences = texts.join(' ').match(/[^.!?]+[.!?](?=\s|$)/g) ?? [];
        expect(sentences.length).toBeGreaterThanOrEqual(4);
        expect(company.measurableResult).toMatch(/\d/);
      }
    }
    expect(de.companies.map((c) => c.measurableResult)).not.toEqual(en.companies.map((c) => c.measurableResult));
  });

  it('has what the pages need in both locales', () => {
    for (const content of [de, en]) {
      expect(content.articles.length).toBeGreaterThanOrEqual(8);
      expect(content.jobs).toHaveLength(12);
      expect(new Set(content.jobs.map((j) => j.department.key)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(content.jobs.map((j) => j.schedule))).toEqual(new Set(jobSchedules));
      expect(new Set(content.jobs.map((j) => j.employmentType))).toEqual(new Set(employmentTypes));
      expect(content.companies).toHaveLength(40);
      expect(new Set(content.companies.map((c) => c.category))).toEqual(new Set(companyCategories));
      expect(content.impactMetrics.map((m) => m.key).sort()).toEqual([...impactMetricKeys].sort());
      expect(new Set(content.impactMetrics.map((m) => m.unit))).toEqual(new Set(impactUnits));
      expect(content.banks).toHaveLength(6);
      expect(content.bankCategories.map((c) => c.key)).toEqual([...bankCategoryKeys]);
      expect(content.accountPlans).toHaveLength(3);
      expect(content.accountPlans.filter((p) => p.popular)).toHaveLength(1);
      expect(content.reviews).toHaveLength(12);
      expect(content.budgetAdvice).toHaveLength(16);
      expect(content.legalPages.map((p) => p.kind)).toEqual([...legalPageKinds]);
      expect(content.signupPages.map((p) => p.type)).toEqual([...signupTypes]);
      expect(content.faqEntries.some((f) => f.topic === 'jobs')).toBe(true);
    }
  });

  it('has the fund with every fact, reinvesting, and breakdowns of 100 %', () => {
    expect(de.fund.distributionType).toBe('ACCUMULATING');
    for (const list of [de.fund.composition, de.fund.industries, de.fund.countries]) {
      expect(list.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(100, 0);
    }
    expect(de.fund.industries.map((s) => s.label)).toContain('Gesundheit');
    expect(en.fund.industries.map((s) => s.label)).toContain('Health care');
    expect(Object.values(de.fund).every((v) => v !== undefined && v !== '')).toBe(true);
  });

  it('has the three crowd-investing rounds; 2021 collected 8 million; the next one is upcoming, its button off', () => {
    expect(en.crowdinvestingBanners.map((b) => b.key)).toEqual(['2021', '2022', '2026']);
    expect(en.crowdinvestingBanners.map((b) => b.status)).toEqual(['completed', 'completed', 'upcoming']);
    expect(en.crowdinvestingBanners[0]?.amountCollected).toBe(8_000_000);
    expect(en.crowdinvestingBanners[2]?.button).toEqual({ label: 'Currently not available', href: undefined, disabled: true });
  });

  it("takes a round's year from its date, so the ongoing round follows the content", () => {
    expect(en.crowdinvestingBanners.map((b) => b.year)).toEqual(
      en.crowdinvestingBanners.map((b) => Number(b.date.slice(0, 4))),
    );
    const later = map('de-DE', withField('crowdinvesting-2026', 'date', { 'en-EU': '2027-02-01' }));
    const next = later.crowdinvestingBanners.find((b) => b.key === '2026');
    expect(next).toMatchObject({ date: '2027-02-01', year: 2027 });
  });

  it('rates every bank on every category from 1 to 5', () => {
    for (const bank of de.banks) {
      expect(Object.keys(bank.ratings).sort()).toEqual([...bankCategoryKeys].sort());
      expect(Object.values(bank.ratings).every((r) => r >= 1 && r <= 5)).toBe(true);
    }
  });

  it("has the imprint's supervisory text on the imprint only; who the provider is, is configuration", () => {
    const imprint = de.legalPages.find((p) => p.kind === 'imprint');
    expect(imprint?.imprint).toEqual({ supervisoryAuthority: expect.stringContaining('Moosbank Digital GmbH vermittelt Konten von Beispiel Bank AG') });
    expect(de.legalPages.filter((p) => p.imprint)).toHaveLength(1);
    // No legal page spells an address or a mailbox of the placeholder domains.
    expect(JSON.stringify(de.legalPages)).not.toMatch(/\.example|Greifswalder/);
    expect(JSON.stringify(en.legalPages.find((p) => p.kind === 'privacy'))).toContain(
      'Moosbank Digital GmbH, Moosweg 1, 10115 Berlin. You can reach our data protection officer at datenschutz@moosbank.test.',
    );
  });

  it('has the depositor information sheet with the scheme, its address and its site filled in, as a table and a link', () => {
    for (const content of [de, en]) {
      const sheet = content.legalPages.find((p) => p.kind === 'depositorInformation')!;
      const text = JSON.stringify(sheet.body);
      expect(text).toContain('"nodeType":"table"');
      expect(text).toContain('Sicherungsfonds Y, Fondsplatz 2, 10117 Berlin');
      expect(text).toContain('"uri":"https://fonds.test"');
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('has the fund\'s summary risk indicator, a whole number from 1 to 7, and fails on another', () => {
    expect(de.fund.summaryRiskIndicator).toBe(4);
    expect(() => map('de-DE', withField('fund-main', 'summaryRiskIndicator', { 'en-EU': 8 }))).toThrow(/field 'summaryRiskIndicator'/);
    expect(() => map('de-DE', withField('fund-main', 'summaryRiskIndicator', undefined))).toThrow(/field 'summaryRiskIndicator'/);
  });

  it('names the certifier and the partner of the registration footer marks', () => {
    expect(de.trustMarks.certification).toMatchObject({ title: 'Zertifizierte B Corporation', organisation: 'B Lab' });
    expect(en.trustMarks.partner).toMatchObject({ title: 'empowered by', organisation: 'Beispiel Bank AG' });
    const entries = data.entries.filter((e) => e.sys.id !== 'trust-mark-partner');
    expect(() => map('de-DE', entries)).toThrow("content type 'trustMark'), field 'key', locale 'de-DE': no published entry for partner");
  });

  it('has every regulatory notice, with the partner bank and its supervisor filled in', () => {
    expect(de.notices.depositGuarantee).toBe(
      'Dein Konto führt Beispiel Bank AG. Einlagen sind durch die gesetzliche Einlagensicherung bis 100.000\u00a0€ pro Person geschützt (Sicherungssystem: Sicherungsfonds Y). Aufsicht: Finanzaufsicht X.',
    );
    expect(en.notices.depositGuarantee).toContain('up to €100,000 per person');
    expect(de.notices.crowdinvestingRisk).toBe(
      'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.',
    );
    expect(en.notices.fundRisk).toMatch(/^Risk warning: .*lose some or all/);
    expect(de.notices.riskIndicator).toMatch(/^Der Gesamtrisikoindikator/);
  });

  it('describes the card as the site does, recycled plastic or metal, never wood', () => {
    expect(JSON.stringify(en)).not.toMatch(/wood(en)? card|made of wood/i);
    expect(JSON.stringify(de)).not.toMatch(/Holzkarte|Karte aus Holz|Aus Holz/);
    const card = en.accountPlans.map((plan) => plan.features.find((f) => f.key === 'card')?.value);
    expect(card).toEqual(['Virtual', 'Made of recycled plastic', 'Made of recycled metal']);
  });

  it('names the source, method, link and date of the comparator and of every impact group', () => {
    for (const content of [de, en]) {
      for (const key of ['bankComparison', 'impact.customers', 'impact.climate', 'impact.bonds', 'impact.restoration'] as const) {
        expect(content.figureSources[key]).toEqual({
          id: expect.any(String),
          source: expect.any(String),
          method: expect.any(String),
          url: expect.stringMatching(/^https:\/\//),
          asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        });
      }
    }
    expect(en.figureSources['impact.bonds'].source).toBe('Portfolio report of Beispiel Bank AG');
  });

  it("gives the reviews' average and count as their platform publishes them, not as the few entries add up", () => {
    for (const content of [de, en]) {
      expect(content.reviewSummary).toEqual({ average: 4.3, count: 3412, source: { name: 'Trustpilot', url: 'https://reviews.example/company-profile' } });
      expect(content.reviewSummary.count).toBeGreaterThan(content.reviews.length);
    }
  });

  it('keeps every number of the content with its unit, percentages written the locale\'s way', () => {
    const split = (content: SiteContent, pattern: RegExp) => JSON.stringify(content).match(new RegExp(`.{0,20}${pattern.source}.{0,10}`, 'g'));
    expect(split(de, /\d (%|€|m²|km|Mio\.|t )/)).toBeNull();
    expect(split(en, /\d[ \u00a0]%|\d (million|m²|km|t )/)).toBeNull();
    expect(de.companies.find((c) => c.slug === 'aqua-pura')?.measurableResult).toContain('von 31\u00a0% auf 19\u00a0%');
    expect(en.companies.find((c) => c.slug === 'aqua-pura')?.measurableResult).toContain('from 31% to 19%');
  });

  it('fails without a regulatory notice', () => {
    const entries = data.entries.filter((e) => e.sys.id !== 'notice-fund-risk');
    expect(() => map('de-DE', entries)).toThrow("content type 'regulatoryNotice'), field 'key', locale 'de-DE': no published entry for fundRisk");
  });

  it('fills every placeholder of the configuration everywhere, rich text included', () => {
    for (const content of [de, en]) {
      const text = JSON.stringify(content);
      expect(text).not.toMatch(new RegExp(`\\{(${Object.keys(placeholders).join('|')})\\}`));
      expect(text).toContain('Moosbank');
      expect(text).toContain('Beispiel Bank AG');
    }
    expect(JSON.stringify(data.entries)).not.toMatch(/Evergreen|Partner Bank AG/i);
  });

  it('gives German in de-DE and English in en-EU for the same entry', () => {
    const id = 'article-50-30-20';
    expect(de.articles.find((a) => a.id === id)?.title).toMatch(/Regel/);
    expect(en.articles.find((a) => a.id === id)?.title).toMatch(/rule/);
  });

  it('gives an article its video and podcast embeds with a self-hosted preview, in both locales', () => {
    for (const content of [de, en]) {
      const embeds = content.articles.flatMap((a) => a.embeds);
      expect(new Set(embeds.map((e) => e.kind))).toEqual(new Set(['VIDEO', 'PODCAST']));
      for (const embed of embeds) {
        expect(embed.url).toMatch(/^https:\/\//);
        expect(embed.preview.jpeg).toMatch(/^\/media\//);
      }
    }
    const article = en.articles.find((a) => a.id === 'article-reforestation');
    expect(article?.embeds.map((e) => e.title)).toEqual(['Video: planting day in the mixed forest', 'Podcast: who looks after the trees?']);
    expect(de.articles.find((a) => a.id === 'article-reforestation')?.embeds[0]?.title).toBe('Video: Pflanztag im Mischwald');
    expect(en.articles.find((a) => a.id === 'article-ocean')?.embeds).toEqual([]);
  });

  it('attaches image metadata with the alt text of the locale', () => {
    const job = de.jobs[0];
    expect(job?.contactPerson.photo).toMatchObject({ width: 1000, height: 563, webp: expect.stringMatching(/\.webp$/) });
    expect(job?.contactPerson.photo.alt).toMatch(/^Porträt-Illustration/);
  });
});

describe('broken content fails with a message naming entry, content type, field and locale', () => {
  it.each([
    ['a required text missing in one locale', withField('article-50-30-20', 'title', { 'en-EU': 'Only English' }), 'de-DE',
      "entry 'article-50-30-20' (content type 'magazineArticle'), field 'title', locale 'de-DE': required value is missing"],
    ['a value outside the allowed set', withField('job-ios-engineer', 'schedule', { 'en-EU': 'weekends' }), 'en-EU',
      "entry 'job-ios-engineer' (content type 'job'), field 'schedule', locale 'en-EU': expected one of full-time, part-time, full-or-part-time, got 'weekends'"],
    ['a link to a missing entry', withField('job-ios-engineer', 'contactPerson', { 'en-EU': { sys: { type: 'Link', linkType: 'Entry', id: 'nobody' } } }), 'de-DE',
      "entry 'job-ios-engineer' (content type 'job'), field 'contactPerson', locale 'en-EU': linked entry 'nobody' is missing or unpublished"],
    ['a rating out of range', withField('review-01', 'rating', { 'en-EU': 6 }), 'en-EU',
      "entry 'review-01' (content type 'review'), field 'rating', locale 'en-EU': expected at most 5, got 6"],
    ['a malformed breakdown', withField('fund-main', 'countries', { 'de-DE': [{ key: 'DE' }], 'en-EU': [] }), 'de-DE',
      "entry 'fund-main' (content type 'fund'), field 'countries', locale 'de-DE': item 0 must be { key: text, label: text, share: 0..100 }"],
    ['a bank without a category rating', withField('bank-own', 'ratings', { 'en-EU': { arms: 5 } }), 'en-EU',
      "entry 'bank-own' (content type 'bank'), field 'ratings', locale 'en-EU': rating for 'climateProtection' must be a whole number from 1 to 5, got undefined"],
    ['a missing imprint field', withField('legal-imprint', 'supervisoryAuthority', undefined), 'de-DE',
      "entry 'legal-imprint' (content type 'legalPage'), field 'supervisoryAuthority', locale 'de-DE': required value is missing"],
    ['an embed link to the wrong content type', withField('article-ocean', 'embeds', { 'en-EU': [{ sys: { type: 'Link', linkType: 'Entry', id: 'review-01' } }] }), 'en-EU',
      "entry 'article-ocean' (content type 'magazineArticle'), field 'embeds', locale 'en-EU': linked entry 'review-01' is a 'review', expected mediaEmbed"],
    ['an embed on a host the CSP does not allow', withField('embed-reforestation-video', 'url', { 'en-EU': 'https://tracker.example/embed' }), 'de-DE',
      "entry 'embed-reforestation-video' (content type 'mediaEmbed'), field 'url', locale 'en-EU': expected a player URL on an allowed embed host, got 'https://tracker.example/embed'"],
    ['a banner without its date', withField('crowdinvesting-2026', 'date', { 'en-EU': '2026' }), 'en-EU',
      "entry 'crowdinvesting-2026' (content type 'crowdinvestingBanner'), field 'date', locale 'en-EU': expected an ISO date, got '2026'"],
    ['an upcoming round that has collected money', withField('crowdinvesting-2026', 'amountCollected', { 'en-EU': 1_000_000 }), 'de-DE',
      "entry 'crowdinvesting-2026' (content type 'crowdinvestingBanner'), field 'amountCollected', locale 'en-EU': an upcoming round has collected nothing yet"],
    ['an upcoming round that can be joined', withField('crowdinvesting-2026', 'buttonDisabled', { 'en-EU': false }), 'en-EU',
      "entry 'crowdinvesting-2026' (content type 'crowdinvestingBanner'), field 'buttonDisabled', locale 'en-EU': an upcoming round cannot be joined yet: its button is disabled"],
    ['a round of an unknown status', withField('crowdinvesting-2026', 'status', { 'en-EU': 'soon' }), 'en-EU',
      "entry 'crowdinvesting-2026' (content type 'crowdinvestingBanner'), field 'status', locale 'en-EU': expected one of completed, ongoing, upcoming, got 'soon'"],
    ['an impact figure in a unit of another quantity', withField('impact-customerCount', 'unit', { 'en-EU': 'SQUARE_METER' }), 'en-EU',
      "entry 'impact-customerCount' (content type 'impactMetric'), field 'unit', locale 'en-EU': 'customerCount' measures customers: expected one of ROUNDED, ROUNDED_MILLION, got 'SQUARE_METER'"],
    ['a balance without the customers holding it', withField('impact-customerBalance', 'userCount', undefined), 'de-DE',
      "entry 'impact-customerBalance' (content type 'impactMetric'), field 'userCount', locale 'en-EU': the customer balance needs the number of customers holding it"],
    ["the reviews' source without the platform's count", withField('source-reviews', 'ratingCount', undefined), 'en-EU',
      "entry 'source-reviews' (content type 'figureSource'), field 'ratingCount', locale 'en-EU': the reviews' source needs the platform's number of reviews"],
    ['a rating average on a source that is not the reviews', withField('source-impact-bonds', 'ratingAverage', { 'en-EU': 4.5 }), 'en-EU',
      "entry 'source-impact-bonds' (content type 'figureSource'), field 'ratingAverage', locale 'en-EU': only the reviews' source has a rating average and count"],
    ['a job whose applications end before it is published', withField('job-ios-engineer', 'validThrough', { 'en-EU': '2020-01-01' }), 'en-EU',
      "entry 'job-ios-engineer' (content type 'job'), field 'validThrough', locale 'en-EU': applications end (2020-01-01) before the job is published"],
    ['half a salary range', withField('job-ios-engineer', 'salaryMax', undefined), 'de-DE',
      "entry 'job-ios-engineer' (content type 'job'), field 'salaryMax', locale 'en-EU': give both ends of the salary range or neither"],
    ['an office job without its office', withField('job-ios-engineer', 'office', undefined), 'de-DE',
      "entry 'job-ios-engineer' (content type 'job'), field 'office', locale 'en-EU': required value is missing"],
    ['a broken rich-text document', withField('faq-01', 'answer', { 'de-DE': '<p>HTML</p>', 'en-EU': '<p>HTML</p>' }), 'en-EU',
      "entry 'faq-01' (content type 'faqEntry'), field 'answer', locale 'en-EU': expected a non-empty rich-text document"],
  ])('%s', (_, entries, locale, message) => {
    expect(() => map(locale as 'de-DE' | 'en-EU', entries)).toThrow(message);
  });

  it('names a missing case of the 50-30-20 check', () => {
    const entries = data.entries.filter((e) => e.sys.id !== 'budget-over-over-high');
    expect(() => map('en-EU', entries)).toThrow("content type 'budgetAdvice'), field 'caseKey', locale 'en-EU': no published entry for over-over-high");
  });

  it('lets an optional localized field fall back from de-DE to en-EU', () => {
    const entries = withField('section-home-hero', 'eyebrow', { 'en-EU': 'Only in English' });
    expect(map('de-DE', entries).pageSections.find((s) => s.key === 'home.hero')?.eyebrow).toBe('Only in English');
  });
});
