import { retryAfterMinutes, type ApiError, type ApiErrorKind, type LinkStatus } from '@site/api';

/**
 * What the site's forms make of the API's refusals (issue 39): the field errors of a 400, the
 * wait of a 429, and a link's state as the page opens. Plain functions; the forms render them.
 */

/** One field error of a 400 VALIDATION_ERROR: the request body's dotted path and the broken rule. */
export type FieldRefusal = NonNullable<NonNullable<ApiError['problem']>['errors']>[number];

/** The field errors a validation error carries (none for any other error). */
export function fieldRefusals(error: ApiError): FieldRefusal[] {
  return error.kind === 'validation' ? (error.problem?.errors ?? []) : [];
}

/** A 429's text: its catalogue key and values. */
/**
 * A 429's text: `Errors.rateLimited` with the minutes of its Retry-After (whole minutes, at least
 * one), or `Errors.rateLimitedLater` when the answer said no time.
 */
export function rateLimitText(retryAfterSeconds: number | undefined): { key: 'Errors.rateLimited'; values: { minutes: number } } | { key: 'Errors.rateLimitedLater' } {
  return retryAfterSeconds === undefined
    ? { key: 'Errors.rateLimitedLater' }
    : { key: 'Errors.rateLimited', values: { minutes: retryAfterMinutes(retryAfterSeconds) } };
}

/** A link's state, as `POST /v1/links/status` answers it. */
export type LinkState = LinkStatus['state'];

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
