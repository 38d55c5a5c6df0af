/** @jest-environment node */
import type { AccountPlan, ImpactMetric } from '@site/content';
import { formatImpactValue } from '@/lib/impact';
import { cardFacts, communityFacts, siteAppScreens } from './inputs';

const plan = (slug: string, popular: boolean, card: string | boolean, order: number): AccountPlan => ({
  id: slug,
  slug,
  name: slug.toUpperCase(),
  tagline: '',
  monthlyPrice: 0,
  billing: 'free',
  popular,
  features: [{ key: 'card', label: 'Debit card', value: card }],
  order,
});

const metric = (key: ImpactMetric['key'], value: number, unit: ImpactMetric['unit']): ImpactMetric => ({
  id: key,
  key,
  group: 'customers',
  label: key,
  description: '',
  value,
  unit,
  order: 1,
});

const impactMetrics = [metric('customerCount', 251_234, 'ROUNDED'), metric('trees', 1_356_000, 'ROUNDED_MILLION')];

describe('the facts of the bank the screens show', () => {
  it("take the popular plan's card, from the content", () => {
    expect(cardFacts({ accountPlans: [plan('basic', false, 'Virtual', 1), plan('impact', true, 'Made of wood', 2)] })).toEqual({
      plan: 'IMPACT',
      material: 'Made of wood',
    });
    // No popular plan: the first in order.
    expect(cardFacts({ accountPlans: [plan('b', false, 'Metal', 2), plan('a', false, 'Plastic', 1)] }).plan).toBe('A');
    expect(() => cardFacts({ accountPlans: [plan('a', true, true, 1)] })).toThrow(/card material/);
  });

  it('write customers and trees as the impact figures do, in each locale', () => {
    for (const locale of ['de-DE', 'en-EU'] as const) {
      expect(communityFacts({ impactMetrics }, locale)).toEqual({
        customers: formatImpactValue(251_234, 'ROUNDED', locale),
        trees: formatImpactValue(1_356_000, 'ROUNDED_MILLION', locale),
      });
    }
    expect(communityFacts({ impactMetrics }, 'en-EU')).toEqual({ customers: '250,000+', trees: '1.3m+' });
    expect(() => communityFacts({ impactMetrics: impactMetrics.slice(1) }, 'en-EU')).toThrow(/customerCount/);
  });

  it('go into the four screens, whose alt texts name them', () => {
    const screens = siteAppScreens('en-EU', { accountPlans: [plan('impact', true, 'Made of wood', 1)], impactMetrics }, { brand: 'Kiefer', partnerBank: 'Bank' });
    expect(screens.map((screen) => screen.id)).toEqual(['account', 'card', 'impact', 'transfer']);
    expect(screens[1]!.alt).toContain('IMPACT debit card (Made of wood)');
    expect(screens[2]!.alt).toContain('1.3m+ trees planted together with 250,000+ customers');
    expect(screens.every((screen) => screen.input.brand === 'Kiefer')).toBe(true);
  });
});
