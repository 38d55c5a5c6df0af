export type RequiredValue = string | boolean | number | null | undefined | readonly unknown[];

/** True when a field holds something: not empty, not only whitespace, a ticked checkbox, a non-empty list. */
export function isFilled(value: RequiredValue): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The generic required check. Pass `'requiredSelect'` as code for a select, whose message asks
 * to choose an option rather than to fill in a field.
 */
export function required(value: RequiredValue): 'required' | null;
export function required<C extends 'required' | 'requiredSelect'>(value: RequiredValue, code: C): C | null;
export function required(value: RequiredValue, code: 'required' | 'requiredSelect' = 'required') {
  return isFilled(value) ? null : code;
}

/** 'maxLength' when the text is longer than `max` characters (code points), otherwise null. */
export function maxLength(value: string, max: number): 'maxLength' | null {
  return Array.from(value).length > max ? 'maxLength' : null;
}
