import type { AccountPlan, PlanFeature } from '@site/content';

/**
 * The features a plan card shows, from the same content as the comparison table: first those
 * that tell the plans apart (in the table's order), then shared ones, `count` in all. Every plan
 * gets the same keys, so the cards line up row by row.
 */
export function planHighlights(plans: readonly AccountPlan[], count = 4): Map<string, PlanFeature[]> {
  const keys = plans[0]?.features.map((feature) => feature.key) ?? [];
  const valueOf = (plan: AccountPlan, key: string) => plan.features.find((feature) => feature.key === key)?.value;
  const differs = (key: string) => new Set(plans.map((plan) => JSON.stringify(valueOf(plan, key)))).size > 1;
  const chosen = [...keys.filter(differs), ...keys.filter((key) => !differs(key))].slice(0, count);
  const ordered = keys.filter((key) => chosen.includes(key));
  return new Map(
    plans.map((plan) => [
      plan.slug,
      ordered.flatMap((key) => plan.features.filter((feature) => feature.key === key)),
    ]),
  );
}
