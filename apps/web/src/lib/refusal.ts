import type { ApiError, ApiErrorKind } from '@site/api';

/**
 * What the site's forms make of the API's refusals (issue 39): the field errors of a 400, the
 * wait of a 429, and a link's state as the page opens. Plain functions; the forms render them.
 */

/** One field error of a 400 VALIDATION_ERROR: the request body's dotted path and the broken rule. */
export interface FieldRefusal {
  field: string;
  rule: string;
}

/** The field errors a validation error carries (none for any other error). */
export function fieldRefusals(error: ApiError): FieldRefusal[] {
  if (error.kind !== 'validation') return [];
  const errors: unknown = (error.problem as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is FieldRefusal =>
      typeof entry === 'object' && entry !== null && typeof (entry as FieldRefusal).field === 'string' && typeof (entry as FieldRefusal).rule === 'string',
  );
}

/**
 * The minutes of `Errors.rateLimited` for a 429's Retry-After (whole minutes, at least one), or
 * undefined when the answer said no time: then `Errors.rateLimitedLater`.
 */
export function retryMinutes(retryAfterSeconds: number | undefined): number | undefined {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds < 0) return undefined;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** A 429's text: its catalogue key and values. */
export function rateLimitText(retryAfterSeconds: number | undefined): { key: 'Errors.rateLimited'; values: { minutes: number } } | { key: 'Errors.rateLimitedLater' } {
  const minutes = retryMinutes(retryAfterSeconds);
  return minutes === undefined ? { key: 'Errors.rateLimitedLater' } : { key: 'Errors.rateLimited', values: { minutes } };
}

/** A link's state, as `POST /v1/links/status` answers it. */
export type LinkState = 'VALID' | 'EXPIRED' | 'USED' | 'BLOCKED';

/**
 * The error a dead link stands for, so the page shows the text its submit would have got
 * (errorMessage of @site/api: an expired reset link says so, a used partner link 'You are
 * already signed up', a blocked one 'entered incorrectly too many times'); undefined while valid.
 */
export function linkStateError(state: LinkState): ApiErrorKind | undefined {
  if (state === 'EXPIRED') return 'linkExpired';
  if (state === 'USED') return 'linkAlreadyUsed';
  if (state === 'BLOCKED') return 'birthdayAttemptsExceeded';
  return undefined;
}

/** A text of the catalogues for a field: its key (namespace.key) and values. */
export interface FieldText {
  key: string;
  values?: Record<string, number>;
}

const formatTexts: Readonly<Record<string, string>> = {
  email: 'Validation.email',
  birthday: 'Validation.date',
  'recipient.iban': 'Reimbursement.ibanInvalid',
};

/**
 * The text a link form shows at a field the server refused: the same Validation text the form's
 * own check shows for that rule (`Validation.birthdayRange` gets its `{from}`/`{to}` from the
 * form, as for its own check). Undefined for a rule with no text at a field (`mustAccept` of the
 * consents): the form's alert says it.
 */
export function fieldRefusalText({ field, rule }: FieldRefusal, maxLength: (field: string) => number): FieldText | undefined {
  switch (rule) {
    case 'required':
      return { key: 'Validation.required' };
    case 'format': {
      const key = formatTexts[field];
      return key ? { key } : undefined;
    }
    case 'iban':
      return { key: 'Reimbursement.ibanInvalid' };
    case 'passwordRule':
      return { key: 'Validation.passwordRule' };
    case 'birthdayRange':
      return { key: 'Validation.birthdayRange' };
    case 'tooLong':
      return { key: 'Validation.maxLength', values: { max: maxLength(field) } };
    case 'name':
      return { key: 'Validation.nameCharacters' };
    default:
      return undefined;
  }
}
