import { errorMessage, errorFromResponse, retryAfterMinutes, retryAfterSecondsOf, type ApiErrorKind } from './errors';

describe('errorMessage: the §8 text for an error on a page', () => {
  it.each<[ApiErrorKind, Parameters<typeof errorMessage>[1], ReturnType<typeof errorMessage>]>([
    ['offline', 'signup', { message: 'Errors.offline' }],
    ['server', 'signup', { message: 'Errors.api', hint: 'Errors.apiHint' }],
    ['timeout', 'passwordReset', { message: 'Errors.api', hint: 'Errors.passwordResetUnknown' }],
    ['network', 'reimbursement', { message: 'Errors.api', hint: 'Errors.reimbursementUnknown' }],
    ['malformed', 'link', { message: 'Errors.api', hint: 'Errors.apiHint' }],
    ['linkExpired', 'partnerRegistration', { message: 'Errors.partnerLinkTooOld' }],
    ['linkExpired', 'passwordReset', { message: 'Errors.passwordResetExpired' }],
    ['linkExpired', 'reimbursement', { message: 'Errors.reimbursementExpired' }],
    ['linkExpired', 'link', { message: 'Errors.linkExpired' }],
    ['linkAlreadyUsed', 'partnerRegistration', { message: 'Errors.alreadySignedUp' }],
    ['linkAlreadyUsed', 'passwordReset', { message: 'Errors.linkExpired' }],
    ['linkInvalid', 'reimbursement', { message: 'Errors.linkExpired' }],
    ['validation', 'partnerRegistration', { message: 'Errors.invalidPasswordOrTerms' }],
    ['validation', 'registration', { message: 'Errors.api', hint: 'Errors.apiHint' }],
    ['birthdayMismatch', 'passwordReset', { message: 'Validation.birthdayMismatch' }],
    ['birthdayAttemptsExceeded', 'reimbursement', { message: 'Errors.tooManyBirthdays' }],
    ['recipientNotAccountHolder', 'reimbursement', { message: 'Errors.recipientNotAccountHolder' }],
    ['rateLimited', 'registration', { message: 'Errors.rateLimited' }],
    ['turnstileFailed', 'signup', { message: 'Errors.turnstileFailed' }],
  ])('%s on %s', (kind, context, expected) => {
    expect(errorMessage(kind, context)).toEqual(expected);
  });
});

describe('errorFromResponse', () => {
  it('treats every 5xx as a server error, whatever the body says', () => {
    expect(errorFromResponse(503, { code: 'LINK_EXPIRED', status: 503, title: 't' }).kind).toBe('server');
  });

  it('reads the code of a problem', () => {
    expect(errorFromResponse(423, { code: 'BIRTHDAY_ATTEMPTS_EXCEEDED', status: 423, title: 't' }).kind).toBe(
      'birthdayAttemptsExceeded',
    );
  });

  it('calls a 4xx without a problem malformed', () => {
    expect(errorFromResponse(400, 'Bad Request').kind).toBe('malformed');
  });
});

describe('Retry-After', () => {
  it('reads delay seconds and an HTTP date, and nothing else', () => {
    const now = Date.UTC(2026, 10, 27, 12, 0, 0);
    expect(retryAfterSecondsOf('60', now)).toBe(60);
    expect(retryAfterSecondsOf('Fri, 27 Nov 2026 12:02:30 GMT', now)).toBe(150);
    expect(retryAfterSecondsOf('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf(null, now)).toBeUndefined();
  });

  it('names at least one minute, rounded up', () => {
    expect([retryAfterMinutes(0), retryAfterMinutes(60), retryAfterMinutes(61), retryAfterMinutes(600)]).toEqual([1, 1, 2, 10]);
  });
});
