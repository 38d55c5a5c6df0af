import type { PlanChoice } from '@site/content/plans';

const plans: PlanChoice[] = [
  { slug: 'seed', name: 'Seed', hasFeeInformation: false },
  { slug: 'evergreen-plus', name: "Evergreen {brand}'s Plus", hasFeeInformation: true },
];

/** The plans unit tests compile the catalogue with (the build reads the content's); jest.config.cjs gives their slugs as __PLAN_SLUGS__. */
export const testPlans = { 'de-DE': plans, 'en-EU': plans };
