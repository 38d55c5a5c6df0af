import { z } from '@hono/zod-openapi';
import { createApiClient } from './client';
import { Completed, LinkStatus, problemBody, Psd2Authorization, psd2Statuses, ReferralRedemption, SignupConfirmation, SignupResponse, SignupUnsubscription } from './contract';
import { defaultMessageKey } from './errors';

/*
 * The client over a fake fetch. What the fake answers is made from the contract, never written by
 * hand: problems from its problem table (problemBody), successes checked by its response schemas.
 * The Worker is tested against the same contract (apps/api), and the e2e suites run the client
 * against the Worker.
 */
const problem = (...[code, extra, headers]: [...Parameters<typeof problemBody>, Record<string, string>?]) => {
  const body = problemBody(code, extra);
  return new Response(JSON.stringify(body), { status: body.status, headers: { 'content-type': 'application/problem+json', ...headers } });
};
const answer = <S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) => Response.json(schema.parse(body), { status });
const answering = (response: () => Response) => jest.fn(async (..._request: Parameters<typeof fetch>) => response());

const baseUrl = 'http://localhost/api';
const client = (options: Parameters<typeof createApiClient>[0] = {}) => createApiClient({ baseUrl, timeoutMs: 2000, ...options });
const verify = (fetch: typeof globalThis.fetch | jest.Mock, options: Parameters<typeof createApiClient>[0] = {}) =>
  client({ fetch: fetch as typeof globalThis.fetch, ...options }).verifyEmail({ hash: 'verify-1d-anna' });
/** The request the client sent. */
const sent = (fetch: jest.Mock, call = 0) => fetch.mock.calls[call]?.[0] as Request;

describe('API client: transport failures', () => {
  it('answers offline without sending anything when the browser is offline', async () => {
    const fetch = jest.fn();
    const result = await verify(fetch, { isOnline: () => false });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('offline');
    expect(!result.ok && defaultMessageKey[result.error.kind]).toBe('Errors.offline');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps a failed fetch to a network error (the §8 API error message)', async () => {
    const result = await verify(jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(!result.ok && result.error.kind).toBe('network');
    expect(!result.ok && defaultMessageKey[result.error.kind]).toBe('Errors.api');
  });

  it('calls a failed fetch offline when the connection dropped meanwhile', async () => {
    let online = true;
    const fetch = jest.fn().mockImplementation(() => {
      online = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const result = await verify(fetch, { isOnline: () => online });
    expect(!result.ok && result.error.kind).toBe('offline');
  });

  it('gives up after the timeout when the server never answers, and cancels the request', async () => {
    let aborted = false;
    const hang = jest.fn(
      (request: Request | string | URL) =>
        new Promise<Response>((_, reject) =>
          request instanceof Request &&
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(request.signal.reason);
          }),
        ),
    );
    const result = await verify(hang, { timeoutMs: 50 });
    expect(!result.ok && result.error.kind).toBe('timeout');
    expect(!result.ok && defaultMessageKey[result.error.kind]).toBe('Errors.api');
    expect(aborted).toBe(true);
  });

  it('maps a 5xx problem to a server error', async () => {
    const result = await verify(answering(() => problem('SERVER_ERROR')));
    expect(!result.ok && [result.error.kind, result.error.status]).toEqual(['server', 500]);
  });

  it('maps a 5xx without a problem body (a proxy page) to a server error', async () => {
    const result = await verify(answering(() => new Response('<h1>Bad gateway</h1>', { status: 502 })));
    expect(!result.ok && [result.error.kind, result.error.status]).toEqual(['server', 502]);
  });

  it('maps a 200 with HTML instead of JSON to malformed', async () => {
    const html = () => new Response('<!doctype html><h1>Welcome</h1>', { status: 200, headers: { 'content-type': 'text/html' } });
    const result = await verify(answering(html));
    expect(!result.ok && result.error.kind).toBe('malformed');
    expect(!result.ok && defaultMessageKey[result.error.kind]).toBe('Errors.api');
  });

  it('maps JSON of the wrong shape, or no body, to malformed', async () => {
    for (const wrong of [() => Response.json({ status: 'MAYBE' }), () => new Response(null, { status: 204 })]) {
      const result = await verify(answering(wrong));
      expect(!result.ok && result.error.kind).toBe('malformed');
    }
  });

  it('maps a 4xx without a known problem code to malformed', async () => {
    const result = await verify(answering(() => Response.json({ code: 'TEAPOT', status: 418, title: 'x' }, { status: 418 })));
    expect(!result.ok && result.error.kind).toBe('malformed');
  });

  it('sends calls to the configured base URL', async () => {
    const fetch = answering(() => answer(Completed, { status: 'DONE' }));
    await createApiClient({ baseUrl: 'https://api.bank.example/web/', fetch }).verifyEmail({ hash: 'h' });
    const request = sent(fetch);
    expect(request.url).toBe('https://api.bank.example/web/v1/email-verifications');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ hash: 'h' });
  });

  it('fills path parameters and sends the body as JSON', async () => {
    const fetch = answering(() => answer(SignupResponse, { type: 'newsletter', next: 'CONFIRM_EMAIL' }, 201));
    const result = await createApiClient({ baseUrl: 'https://api.bank.example', fetch }).createSignup('newsletter', {
      email: 'anna@example.com',
      locale: 'en-EU',
      acceptedPrivacy: true,
    });
    const request = sent(fetch);
    expect(request.url).toBe('https://api.bank.example/v1/signups/newsletter');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ email: 'anna@example.com', locale: 'en-EU', acceptedPrivacy: true });
    expect(result).toEqual({ ok: true, data: { type: 'newsletter', next: 'CONFIRM_EMAIL' } });
    expect(request.headers.has('cf-turnstile-response')).toBe(false);
  });

  it("sends a form's Turnstile token as the contract's CF-Turnstile-Response header", async () => {
    const fetch = answering(() => answer(SignupResponse, { type: 'iou', next: 'CONFIRM_EMAIL' }, 201));
    const api = createApiClient({ baseUrl: 'https://site.example/api', fetch });
    await api.createSignup('iou', { email: 'anna@example.com', locale: 'de-DE', acceptedPrivacy: true }, { turnstileToken: 'tt-1' });
    await api.createRegistration({ email: 'anna@example.com' } as Parameters<typeof api.createRegistration>[0], { turnstileToken: 'tt-2' });
    expect(sent(fetch, 0).headers.get('CF-Turnstile-Response')).toBe('tt-1');
    expect(sent(fetch, 0).headers.get('content-type')).toBe('application/json');
    expect([sent(fetch, 1).url, sent(fetch, 1).headers.get('CF-Turnstile-Response')]).toEqual(['https://site.example/api/v1/registrations', 'tt-2']);
  });
});

describe('API client: the calls', () => {
  it.each([
    ['completePartnerRegistration', '/v1/partner-registrations', Completed, { status: 'DONE' }],
    ['resetPassword', '/v1/password-resets', Completed, { status: 'DONE' }],
    ['requestReimbursement', '/v1/reimbursements', Completed, { status: 'DONE' }],
    ['redeemReferral', '/v1/referral-redemptions', ReferralRedemption, { referralCode: 'FRIEND-2026' }],
    ['unbindDevice', '/v1/device-unbinds', Completed, { status: 'DONE' }],
    ['verifyEmail', '/v1/email-verifications', Completed, { status: 'DONE' }],
    ['resendEmailVerification', '/v1/email-verifications/resends', Completed, { status: 'DONE' }],
    ['confirmSignup', '/v1/signups/confirmations', SignupConfirmation, { type: 'newsletter', locale: 'de-DE', status: 'CONFIRMED' }],
    ['unsubscribeSignup', '/v1/signups/unsubscriptions', SignupUnsubscription, { type: 'iou', locale: 'en-EU', status: 'UNSUBSCRIBED' }],
    ['unsubscribeSignup', '/v1/signups/unsubscriptions', SignupUnsubscription, { type: 'iou', locale: 'en-EU', status: 'ALREADY_UNSUBSCRIBED' }],
    ['getLinkStatus', '/v1/links/status', LinkStatus, { kind: 'reset', state: 'BLOCKED' }],
  ] as const)('%s posts its body to %s and accepts its answer, nothing else', async (call, path, schema, body) => {
    const fetch = answering(() => answer(schema as z.ZodType, body));
    const api = createApiClient({ baseUrl: 'https://site.example/api', fetch }) as unknown as Record<string, (body: object) => Promise<unknown>>;
    const result = await api[call]!({ token: 'tok_123' });
    expect([sent(fetch).url, await sent(fetch).json()]).toEqual([`https://site.example/api${path}`, { token: 'tok_123' }]);
    expect(result).toEqual({ ok: true, data: body });
    const wrong = createApiClient({ baseUrl, fetch: answering(() => Response.json({ status: 'MAYBE', state: 'MAYBE' })) }) as unknown as typeof api;
    expect(await wrong[call]!({ token: 'tok_123' })).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  it('accepts every PSD2 state with the app link, and no other state', async () => {
    for (const status of psd2Statuses) {
      const fetch = answering(() => answer(Psd2Authorization, { status, appUrl: 'evergreen://psd2' }));
      expect(await client({ fetch }).getPsd2AuthorizationStatus({ hash: 'h' })).toEqual({ ok: true, data: { status, appUrl: 'evergreen://psd2' } });
      expect(sent(fetch).url).toBe(`${baseUrl}/v1/psd2-authorizations/status`);
    }
    const odd = await client({ fetch: answering(() => Response.json({ status: 'MAYBE', appUrl: 'evergreen://psd2' })) }).getPsd2AuthorizationStatus({ hash: 'h' });
    expect(!odd.ok && odd.error.kind).toBe('malformed');
  });

  it('says when to try again after a 429, from Retry-After', async () => {
    const limited = (headers: Record<string, string>) => answering(() => problem('RATE_LIMITED', {}, headers));
    const result = await client({ fetch: limited({ 'Retry-After': '90' }) }).confirmSignup({ token: 't' });
    expect(!result.ok && [result.error.kind, result.error.retryAfterSeconds]).toEqual(['rateLimited', 90]);
    const silent = await client({ fetch: limited({}) }).confirmSignup({ token: 't' });
    expect(!silent.ok && [silent.error.kind, silent.error.retryAfterSeconds, defaultMessageKey[silent.error.kind]]).toEqual([
      'rateLimited',
      undefined,
      'Errors.rateLimitedLater',
    ]);
  });

  it('calls a refused Turnstile token turnstileFailed', async () => {
    const result = await client({ fetch: answering(() => problem('TURNSTILE_FAILED')) }).createSignup('newsletter', {
      email: 'a@b.de',
      locale: 'en-EU',
      acceptedPrivacy: true,
    });
    expect(!result.ok && [result.error.kind, defaultMessageKey[result.error.kind]]).toEqual(['turnstileFailed', 'Errors.turnstileFailed']);
  });
});

describe('API client: problem codes', () => {
  it.each([
    ['LINK_INVALID', 'linkInvalid', 404],
    ['LINK_EXPIRED', 'linkExpired', 410],
    ['LINK_ALREADY_USED', 'linkAlreadyUsed', 409],
    ['BIRTHDAY_ATTEMPTS_EXCEEDED', 'birthdayAttemptsExceeded', 423],
    ['RECIPIENT_NOT_ACCOUNT_HOLDER', 'recipientNotAccountHolder', 422],
  ] as const)('maps %s to %s', async (code, kind, status) => {
    const result = await verify(answering(() => problem(code)));
    expect(!result.ok && [result.error.kind, result.error.status]).toEqual([kind, status]);
  });

  it('keeps the details of a problem: wrong birthdays left, the fields at fault', async () => {
    const wrong = await client({ fetch: answering(() => problem('BIRTHDAY_MISMATCH', { remainingAttempts: 2 })) }).resetPassword({
      hash: 'reset-1d-anna',
      password: 'Secret123',
      birthday: '1990-01-01',
    });
    expect(!wrong.ok && [wrong.error.kind, wrong.error.remainingAttempts]).toEqual(['birthdayMismatch', 2]);
    const errors = [{ field: 'password', rule: 'passwordRule' as const }];
    const invalid = await client({ fetch: answering(() => problem('VALIDATION_ERROR', { errors })) }).completePartnerRegistration({
      hash: 'partner-1d-anna',
      password: 'short',
      birthday: '1990-04-12',
      consents: { termsAndConditions: true, privacy: true, marketing: false },
    });
    expect(!invalid.ok && [invalid.error.kind, invalid.error.problem?.errors]).toEqual(['validation', errors]);
  });
});
