/**
 * The `plan` query parameter: the plan a visitor chose on the site ('Choose' on a plan card sends
 * `?plan=<slug>`), by the slug of one of the content's plans (`__PLAN_SLUGS__`, read at build
 * time). Anything else is dropped: it is neither stored, shown nor sent.
 */
export function isKnownPlan(value: unknown): value is string {
  return typeof value === 'string' && __PLAN_SLUGS__.includes(value);
}

/** The known plan of a query string, or undefined when it is missing or unknown. */
export function readPlan(search: string): string | undefined {
  const value = new URLSearchParams(search).get('plan');
  return isKnownPlan(value) ? value : undefined;
}
