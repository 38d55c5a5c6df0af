/** @jest-environment node */
import { format } from '../src/i18n/messageFormat';
import type { CompiledMessage } from 'icu-minify/format';
import { linkCatalogue, planCatalogue, planChoiceUrl, planSlugs } from './pageLinks';
import { testPlans } from '../src/i18n/testing/testPlans';

const site = { siteUrl: 'https://www.moss.example', supportSiteUrl: 'https://help.moss.example' };
const partnerBank = { terms: 'https://bank.test/agb.pdf', otherTerms: 'https://bank.test/sonderbedingungen.pdf', privacy: 'https://bank.test/datenschutz' };

describe("the pages' links", () => {
  it("are the locale's legal pages, the partner bank's documents, the support site and plans, as they are written", () => {
    const links = linkCatalogue(site, partnerBank, 'de-DE') as Record<string, CompiledMessage>;
    expect(Object.fromEntries(Object.entries(links).map(([key, value]) => [key, format(value)]))).toEqual({
      partners: 'https://www.moss.example/de-DE/legal/partners/',
      privacy: 'https://www.moss.example/de-DE/legal/privacy/',
      imprint: 'https://www.moss.example/de-DE/legal/imprint/',
      terms: 'https://www.moss.example/de-DE/legal/terms/',
      appPrivacy: 'https://www.moss.example/de-DE/legal/app-privacy/',
      partnerTerms: 'https://bank.test/agb.pdf',
      partnerOtherTerms: 'https://bank.test/sonderbedingungen.pdf',
      partnerPrivacy: 'https://bank.test/datenschutz',
      support: 'https://help.moss.example/de/support/home',
      plans: 'https://www.moss.example/de-DE/#home-plans',
    });
  });

  it("lead back to the locale's home page at its plans", () => {
    expect(planChoiceUrl('https://www.moss.example', 'en-EU')).toBe('https://www.moss.example/en-EU/#home-plans');
  });
});

describe("the plans' catalogue", () => {
  it("holds each plan's name by its slug, as the content writes it", () => {
    const names = planCatalogue(testPlans['de-DE']) as Record<string, CompiledMessage>;
    expect(Object.keys(names)).toEqual(['seed', 'evergreen-plus']);
    expect(format(names['evergreen-plus']!)).toBe("Evergreen {brand}'s Plus");
  });
});

describe('the slugs ?plan= may name', () => {
  it('are those of the content', () => {
    expect(planSlugs(testPlans)).toEqual(['seed', 'evergreen-plus']);
  });

  it('stop the build when the locales differ', () => {
    expect(() => planSlugs({ 'de-DE': testPlans['de-DE'], 'en-EU': [{ slug: 'seed', name: 'Seed' }] })).toThrow(/en-EU \(seed\) differ/);
  });
});
