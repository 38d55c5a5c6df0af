import type { z } from '@hono/zod-openapi';
import type { FieldErrorValue } from './problems';

type Issue = z.core.$ZodIssue;

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function ruleOf(issue: Issue, value: unknown, field: string): FieldErrorValue['rule'] {
  if (issue.code === 'custom' && typeof issue.params?.rule === 'string') return issue.params.rule as FieldErrorValue['rule'];
  if (value === undefined || value === null) return 'required';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small') {
    if (value === '' || (typeof value === 'string' && value.trim() === '')) return 'required';
    return field === 'password' ? 'passwordRule' : 'format';
  }
  return 'format';
}

/**
 * The contract's field errors for a zod failure: one per field, named as a dotted path
 * (`recipient.iban`), with the rule the pages understand. `data` is what was sent.
 */
export function fieldErrors(error: z.ZodError, data: unknown): FieldErrorValue[] {
  const seen = new Map<string, FieldErrorValue>();
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const field = path.map(String).join('.') || 'body';
      if (!seen.has(field)) seen.set(field, { field, rule: ruleOf(issue, valueAt(data, path), field) });
    }
  }
  return [...seen.values()];
}
