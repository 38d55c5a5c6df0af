import { ApiError } from '@site/api';
import { fieldRefusals, fieldRefusalText, linkStateError, rateLimitText, type FieldRefusal } from './refusal';

const validation = (errors: unknown) =>
  new ApiError('validation', { status: 400, problem: { code: 'VALIDATION_ERROR', status: 400, title: 'Invalid', errors } as never });

describe('fieldRefusals', () => {
  it('reads the field errors of a 400', () => {
    const errors = [{ field: 'birthday', rule: 'birthdayRange' }, { field: 'email', rule: 'format' }];
    expect(fieldRefusals(validation(errors))).toEqual(errors);
  });

  it('answers none for a 400 without them and for any other error', () => {
    expect(fieldRefusals(validation(undefined))).toEqual([]);
    expect(fieldRefusals(new ApiError('validation'))).toEqual([]);
    expect(fieldRefusals(new ApiError('server', { status: 500 }))).toEqual([]);
  });
});

describe('the wait of a 429', () => {
  it.each([
    [60, 1],
    [1, 1],
    [0, 1],
    [61, 2],
    [3600, 60],
  ])('Retry-After %i s is %i minute(s)', (seconds, minutes) => {
    expect(rateLimitText(seconds)).toEqual({ key: 'Errors.rateLimited', values: { minutes } });
  });

  it('without a Retry-After says later', () => {
    expect(rateLimitText(undefined)).toEqual({ key: 'Errors.rateLimitedLater' });
  });
});

describe('linkStateError', () => {
  it('gives a dead link the error its submit would get, and a valid one none', () => {
    expect(linkStateError('EXPIRED')).toBe('linkExpired');
    expect(linkStateError('USED')).toBe('linkAlreadyUsed');
    expect(linkStateError('BLOCKED')).toBe('birthdayAttemptsExceeded');
    expect(linkStateError('VALID')).toBeUndefined();
  });
});

describe('fieldRefusalText', () => {
  const max = (field: string) => (field === 'recipient.name' ? 140 : 100);
  it.each<[FieldRefusal, unknown]>([
    [{ field: 'password', rule: 'required' }, { key: 'Validation.required' }],
    [{ field: 'password', rule: 'passwordRule' }, { key: 'Validation.passwordRule' }],
    [{ field: 'birthday', rule: 'birthdayRange' }, { key: 'Validation.birthdayRange' }],
    [{ field: 'birthday', rule: 'format' }, { key: 'Validation.date' }],
    [{ field: 'email', rule: 'format' }, { key: 'Validation.email' }],
    [{ field: 'recipient.iban', rule: 'iban' }, { key: 'Reimbursement.ibanInvalid' }],
    [{ field: 'recipient.iban', rule: 'format' }, { key: 'Reimbursement.ibanInvalid' }],
    [{ field: 'recipient.name', rule: 'tooLong' }, { key: 'Validation.maxLength', values: { max: 140 } }],
    [{ field: 'recipient.name', rule: 'name' }, { key: 'Validation.nameCharacters' }],
  ])('%j shows %j', (refusal, text) => {
    expect(fieldRefusalText(refusal, max)).toEqual(text);
  });

  it('has no field text for a consent that must be accepted or an unknown rule', () => {
    expect(fieldRefusalText({ field: 'consents.termsAndConditions', rule: 'mustAccept' }, max)).toBeUndefined();
    expect(fieldRefusalText({ field: 'x', rule: 'format' }, max)).toBeUndefined();
    expect(fieldRefusalText({ field: 'x', rule: 'something' } as unknown as FieldRefusal, max)).toBeUndefined();
  });
});
