import type { AccountPlan } from '@site/content';
import { planHighlights } from './planHighlights';

const plan = (slug: string, values: Record<string, boolean | string>): AccountPlan => ({
  id: slug,
  slug,
  name: slug,
  tagline: '',
  monthlyPrice: 0,
  billing: 'free',
  popular: false,
  order: 1,
  features: Object.entries(values).map(([key, value]) => ({ key, label: key.toUpperCase(), value })),
});

describe('planHighlights', () => {
  const plans = [
    plan('basic', { iban: true, card: 'Virtual', pay: true, trees: false, support: 'Chat', extra: '1' }),
    plan('plus', { iban: true, card: 'Recycled', pay: true, trees: true, support: 'Phone', extra: '1' }),
  ];

  it('shows the features that tell the plans apart first, in the table order, the same keys for every plan', () => {
    const highlights = planHighlights(plans, 4);
    expect(highlights.get('basic')!.map((f) => f.key)).toEqual(['iban', 'card', 'trees', 'support']);
    expect(highlights.get('plus')!.map((f) => [f.key, f.value])).toEqual([
      ['iban', true],
      ['card', 'Recycled'],
      ['trees', true],
      ['support', 'Phone'],
    ]);
  });

  it('shows fewer when asked, still in the table order', () => {
    expect(planHighlights(plans, 3).get('basic')!.map((f) => f.key)).toEqual(['card', 'trees', 'support']);
  });
});
