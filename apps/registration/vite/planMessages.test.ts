/** @jest-environment node */
import { format } from '../src/i18n/messageFormat';
import type { CompiledMessage } from 'icu-minify/format';
import { planCatalogue, planChoiceUrl, planSlugs } from './planMessages';
import { testPlans } from '../src/i18n/testing/testPlans';

describe("the plans' catalogue", () => {
  it("holds each plan's name by its slug, as it is written, and the link back to the plans", () => {
    const catalogue = planCatalogue(testPlans['de-DE'], 'https://www.moss.example', 'de-DE') as {
      names: Record<string, CompiledMessage>;
      changeUrl: CompiledMessage;
    };
    expect(Object.keys(catalogue.names)).toEqual(['seed', 'evergreen-plus']);
    expect(format(catalogue.names['evergreen-plus']!)).toBe("Evergreen {brand}'s Plus");
    expect(format(catalogue.changeUrl)).toBe('https://www.moss.example/de-DE/#home-plans');
  });

  it("links the locale's home page at its plans", () => {
    expect(planChoiceUrl('https://www.moss.example', 'en-EU')).toBe('https://www.moss.example/en-EU/#home-plans');
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
