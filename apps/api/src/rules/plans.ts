import { planSlugs } from '../generated/plans';

/**
 * The plan a registration names, when the content has it; otherwise none. An unknown plan (an old
 * link, a plan the editors removed, a typed URL) is not an error: the visitor still registers.
 */
export function knownPlan(plan: string | undefined, known: readonly string[] = planSlugs): string | null {
  return plan !== undefined && known.includes(plan) ? plan : null;
}
