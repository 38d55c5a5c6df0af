/**
 * @jest-environment node
 */
import { ApiError, createApiClient } from '@site/api';
import { submitRegistration, webSessionIdForRequest, type RegistrationRequest } from './submitRegistration';

const request: RegistrationRequest = {
  locale: 'deDE',
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  password: 'Secret123',
  acceptedNewsletter: false,
  consents: { termsAndConditions: true, privacy: true, marketing: false },
};

// The real typed client over a fake fetch: the app's mapping is tested against @site/api's own
// error kinds, not against a copy of them.
function clientAnswering(answer: () => Promise<Response>, online = true) {
  return createApiClient({ baseUrl: 'https://api.test', timeoutMs: 1000, fetch: jest.fn(answer) as unknown as typeof fetch, isOnline: () => online });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('submitRegistration', () => {
  it('is registered when the API answers with the contract', async () => {
    const client = { createRegistration: jest.fn().mockResolvedValue({ ok: true, data: { firstName: 'Ana' } }) };
    expect(await submitRegistration(request, {}, client)).toEqual({ kind: 'registered' });
    expect(client.createRegistration).toHaveBeenCalledWith(request, {});
  });

  it.each(['server', 'network', 'timeout', 'malformed', 'validation', 'linkExpired'] as const)('fails on %s', async (kind) => {
    const client = { createRegistration: jest.fn().mockResolvedValue({ ok: false, error: new ApiError(kind) }) };
    expect(await submitRegistration(request, {}, client)).toEqual({ kind: 'failed' });
  });

  it('says offline, and that the security check failed, when the client does', async () => {
    for (const kind of ['offline', 'turnstileFailed'] as const) {
      const client = { createRegistration: jest.fn().mockResolvedValue({ ok: false, error: new ApiError(kind) }) };
      expect(await submitRegistration(request, {}, client)).toEqual({ kind });
    }
  });

  it('maps the answers of the real client', async () => {
    const kind = async (answer: () => Promise<Response>, online = true) => (await submitRegistration(request, {}, clientAnswering(answer, online))).kind;
    expect(await kind(async () => json(201, { firstName: 'Ana' }))).toBe('registered');
    expect(await kind(() => Promise.reject(new TypeError('down')), false)).toBe('offline');
    expect(await kind(() => Promise.reject(new TypeError('reset')))).toBe('failed');
    expect(await kind(async () => json(500, { code: 'SERVER_ERROR' }))).toBe('failed');
    expect(await kind(async () => new Response('<html>', { status: 200 }))).toBe('failed');
    expect(await kind(async () => json(403, { code: 'TURNSTILE_FAILED', status: 403, title: 'Forbidden' }))).toBe('turnstileFailed');
  });

  it("puts a 400's field errors at the form's fields; without one it knows, §8's failure", async () => {
    const problem = (errors: unknown[]) => async () => json(400, { code: 'VALIDATION_ERROR', status: 400, title: 'Bad Request', errors });
    expect(
      await submitRegistration(request, {}, clientAnswering(problem([{ field: 'email', rule: 'format' }, { field: 'consents.privacy', rule: 'mustAccept' }]))),
    ).toEqual({ kind: 'invalid', problems: { username: 'email', acceptedPrivacy: 'consent' } });
    expect(await submitRegistration(request, {}, clientAnswering(problem([{ field: 'locale', rule: 'format' }])))).toEqual({ kind: 'failed' });
    expect(await submitRegistration(request, {}, clientAnswering(problem([])))).toEqual({ kind: 'failed' });
  });

  it('says when to try again from Retry-After, in whole minutes, at least one', async () => {
    const limited = (retryAfter?: string) => async () =>
      new Response(JSON.stringify({ code: 'RATE_LIMITED', status: 429, title: 'Too Many Requests' }), {
        status: 429,
        headers: { 'content-type': 'application/problem+json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
      });
    expect(await submitRegistration(request, {}, clientAnswering(limited('60')))).toEqual({ kind: 'rateLimited', minutes: 1 });
    expect(await submitRegistration(request, {}, clientAnswering(limited('5')))).toEqual({ kind: 'rateLimited', minutes: 1 });
    expect(await submitRegistration(request, {}, clientAnswering(limited('150')))).toEqual({ kind: 'rateLimited', minutes: 3 });
    expect(await submitRegistration(request, {}, clientAnswering(limited()))).toEqual({ kind: 'rateLimited', minutes: undefined });
  });
});

describe('webSessionIdForRequest', () => {
  it('passes a 21-character WSID and drops anything else', () => {
    expect(webSessionIdForRequest('V1StGXR8_Z5jdHi6B-myT')).toBe('V1StGXR8_Z5jdHi6B-myT');
    expect(webSessionIdForRequest(undefined)).toBeUndefined();
    expect(webSessionIdForRequest('<script>alert(1)</script>xx')).toBeUndefined();
    expect(webSessionIdForRequest('short')).toBeUndefined();
  });
});
