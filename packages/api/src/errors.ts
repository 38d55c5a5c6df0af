import type { components } from './generated/schema';

export type Problem = components['schemas']['Problem'];
export type ProblemCode = components['schemas']['ProblemCode'];

/**
 * What went wrong, in the words the pages need. The first five come from the transport (no
 * answer, or an answer the client cannot use); the rest from the API's problem `code`.
 */
export type ApiErrorKind =
  | 'offline'
  | 'network'
  | 'timeout'
  | 'server'
  | 'malformed'
  | 'validation'
  | 'linkInvalid'
  | 'linkExpired'
  | 'linkAlreadyUsed'
  | 'birthdayMismatch'
  | 'birthdayAttemptsExceeded'
  | 'recipientNotAccountHolder'
  | 'rateLimited'
  | 'turnstileFailed';

const kindOfCode: Record<ProblemCode, ApiErrorKind> = {
  VALIDATION_ERROR: 'validation',
  LINK_INVALID: 'linkInvalid',
  LINK_EXPIRED: 'linkExpired',
  LINK_ALREADY_USED: 'linkAlreadyUsed',
  BIRTHDAY_MISMATCH: 'birthdayMismatch',
  BIRTHDAY_ATTEMPTS_EXCEEDED: 'birthdayAttemptsExceeded',
  RECIPIENT_NOT_ACCOUNT_HOLDER: 'recipientNotAccountHolder',
  // Said as what they are: when to try again (Retry-After), and that the bot check failed.
  RATE_LIMITED: 'rateLimited',
  TURNSTILE_FAILED: 'turnstileFailed',
  // Only a client bug reaches these.
  UNAUTHORIZED: 'malformed',
  NOT_FOUND: 'malformed',
  METHOD_NOT_ALLOWED: 'malformed',
  CONFLICT: 'malformed',
  PAYLOAD_TOO_LARGE: 'malformed',
  UNSUPPORTED_MEDIA_TYPE: 'malformed',
  SERVER_ERROR: 'server',
};

/** A key of the shared catalogues (namespace.key) that holds the §8 or §5 text. */
export type ErrorMessageKey =
  | 'Errors.api'
  | 'Errors.apiHint'
  | 'Errors.offline'
  | 'Errors.tooManyBirthdays'
  | 'Errors.invalidPasswordOrTerms'
  | 'Errors.partnerLinkTooOld'
  | 'Errors.alreadySignedUp'
  | 'Errors.passwordResetExpired'
  | 'Errors.passwordResetUnknown'
  | 'Errors.reimbursementExpired'
  | 'Errors.reimbursementUnknown'
  | 'Errors.connectFailed'
  | 'Errors.connectRetry'
  | 'Errors.linkExpired'
  | 'Validation.birthdayMismatch'
  | 'Errors.recipientNotAccountHolder'
  | 'Errors.rateLimited'
  | 'Errors.rateLimitedLater'
  | 'Errors.turnstileFailed';

/**
 * The message a page shows by default for each kind (§8); pages refine it with `errorMessage`.
 * A table to look up (`defaultMessageKey[error.kind]`), not a getter of ApiError, so a bundle
 * that only needs the error's kind (the registration app) leaves it out.
 */
export const defaultMessageKey: Record<ApiErrorKind, ErrorMessageKey> = {
  offline: 'Errors.offline',
  network: 'Errors.api',
  timeout: 'Errors.api',
  server: 'Errors.api',
  malformed: 'Errors.api',
  validation: 'Errors.api',
  linkInvalid: 'Errors.linkExpired',
  linkExpired: 'Errors.linkExpired',
  linkAlreadyUsed: 'Errors.linkExpired',
  birthdayMismatch: 'Validation.birthdayMismatch',
  birthdayAttemptsExceeded: 'Errors.tooManyBirthdays',
  recipientNotAccountHolder: 'Errors.recipientNotAccountHolder',
  rateLimited: 'Errors.rateLimitedLater',
  turnstileFailed: 'Errors.turnstileFailed',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly problem: Problem | undefined;
  /** With rateLimited: the seconds the answer's `Retry-After` asks to wait, when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: ApiErrorKind, options: { status?: number; problem?: Problem; retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(`API error: ${kind}${options.status ? ` (HTTP ${options.status})` : ''}`, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.problem = options.problem;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** Wrong birthdays left before the link is blocked (with birthdayMismatch). */
  get remainingAttempts(): number | undefined {
    return this.problem?.remainingAttempts;
  }
}

const problemCodes = new Set<string>(Object.keys(kindOfCode));

export function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    problemCodes.has(candidate.code) &&
    typeof candidate.status === 'number' &&
    typeof candidate.title === 'string'
  );
}

/**
 * Turns an HTTP error answer into an ApiError: every 5xx is a server error whatever its body;
 * a 4xx must carry a problem with a known code, otherwise the answer is malformed.
 */
export function errorFromResponse(status: number, body: unknown, retryAfter: string | null = null): ApiError {
  if (status >= 500) return new ApiError('server', { status, problem: isProblem(body) ? body : undefined });
  if (isProblem(body)) return new ApiError(kindOfCode[body.code], { status, problem: body, retryAfterSeconds: retryAfterSecondsOf(retryAfter) });
  return new ApiError('malformed', { status });
}

/**
 * `Retry-After` in seconds: its delay-seconds form, or its HTTP-date form counted from now
 * (RFC 9110 §10.2.3); undefined when absent or unreadable.
 */
export function retryAfterSecondsOf(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The minutes a 429's message names: at least one, rounded up. */
export function retryAfterMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The page a message is shown on decides some §8 texts (an expired link says what it was for). */
export type ErrorContext =
  | 'partnerRegistration'
  | 'passwordReset'
  | 'reimbursement'
  | 'link'
  | 'signup'
  | 'registration';

export interface ErrorMessage {
  message: ErrorMessageKey;
  hint?: ErrorMessageKey;
}

const expiredMessage: Partial<Record<ErrorContext, ErrorMessageKey>> = {
  partnerRegistration: 'Errors.partnerLinkTooOld',
  passwordReset: 'Errors.passwordResetExpired',
  reimbursement: 'Errors.reimbursementExpired',
};

const unknownHint: Partial<Record<ErrorContext, ErrorMessageKey>> = {
  passwordReset: 'Errors.passwordResetUnknown',
  reimbursement: 'Errors.reimbursementUnknown',
};

const transportKinds: ReadonlySet<ApiErrorKind> = new Set(['network', 'timeout', 'server', 'malformed']);

/** The §8 message (and hint) for an error on a given page. */
export function errorMessage(kind: ApiErrorKind, context: ErrorContext): ErrorMessage {
  if (transportKinds.has(kind)) {
    return { message: 'Errors.api', hint: unknownHint[context] ?? 'Errors.apiHint' };
  }
  if (kind === 'rateLimited') return { message: 'Errors.rateLimited' };
  if (kind === 'linkExpired') return { message: expiredMessage[context] ?? 'Errors.linkExpired' };
  if (kind === 'linkAlreadyUsed' && context === 'partnerRegistration') {
    return { message: 'Errors.alreadySignedUp' };
  }
  if (kind === 'validation') {
    return context === 'partnerRegistration'
      ? { message: 'Errors.invalidPasswordOrTerms' }
      : { message: 'Errors.api', hint: unknownHint[context] ?? 'Errors.apiHint' };
  }
  return { message: defaultMessageKey[kind] };
}
