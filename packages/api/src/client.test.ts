import { createApiClient } from './client';
import { defaultMessageKey } from './errors';
import { setupApiMock } from './mock/node';

const api = setupApiMock({ slowMs: 10 });
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.server.resetHandlers();
  api.state.reset();
});
afterAll(() => api.server.close());

const baseUrl = 'http://localhost/api';
const client = (options: Parameters<typeof createApiClient>[0] = {}) =>
  createApiClient({ baseUrl, timeoutMs: 2000, ...options });
const verify = (hash: string, c = client()) => c.verifyEmail({ hash });

describe('API client: transport failures', () => {
  it('answers offline without sending anything when the browser is offline', async () => {
    const fetch = jest.fn();
    const result = await client({ fetch, isOnline: () => false }).verifyEmail({ hash: 'verify-1d-anna' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('offline');
    expect(!result.ok && defaultMessageKey[result.error.kind]).toBe('Errors.offline');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps a failed fetch to a network error (the §8 API error message)', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await client({ fetch }).verifyEmail({ hash: 'verify-1d-anna' });
    expect(!result.ok && result.error.kind).toBe('network');
    expect(!result.ok && defaultMessageKey[result.error.kind]).toBe('Errors.api');
  });

  it('calls a failed fetch offline when the connection dropped meanwhile', async () => {
    let online = true;
    const fetch = jest.fn().mockImplementation(() => {
      online = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const result = await client({ fetch, isOnline: () => online }).verifyEmail({ hash: 'verify-1d-anna' });
    expect(!result.ok && result.error.kind).toBe('offline');
  });

  it('gives up after the timeout when the server never answers', async () => {
    const result = await verify('verify-1d-anna-hang', client({ timeoutMs: 50 }));
    expect(!result.ok && result.error.kind).toBe('timeout');
    expect(!result.ok && defaultMessageKey[result.error.kind]).toBe('Errors.api');
  });

  it('maps a 5xx problem to a server error', async () => {
    const result = await verify('verify-1d-anna-boom');
    expect(!result.ok && result.error.kind).toBe('server');
    expect(!result.ok && result.error.status).toBe(500);
  });

  it('maps a 5xx without a problem body (a proxy page) to a server error', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const result = await client({ fetch }).verifyEmail({ hash: 'verify-1d-anna' });
    expect(!result.ok && result.error.kind).toBe('server');
    expect(!result.ok && result.error.status).toBe(502);
  });

  it('maps a 200 with HTML instead of JSON to malformed', async () => {
    const result = await verify('verify-1d-anna-garbled');
    expect(!result.ok && result.error.kind).toBe('malformed');
    expect(!result.ok && defaultMessageKey[result.error.kind]).toBe('Errors.api');
  });

  it('maps JSON of the wrong shape to malformed', async () => {
    const fetch = jest.fn().mockResolvedValue(Response.json({ status: 'MAYBE' }));
    const result = await client({ fetch }).verifyEmail({ hash: 'verify-1d-anna' });
    expect(!result.ok && result.error.kind).toBe('malformed');
  });

  it('maps a 4xx without a known problem code to malformed', async () => {
    const fetch = jest.fn().mockResolvedValue(Response.json({ code: 'TEAPOT', status: 418, title: 'x' }, { status: 418 }));
    const result = await client({ fetch }).verifyEmail({ hash: 'verify-1d-anna' });
    expect(!result.ok && result.error.kind).toBe('malformed');
  });

  it('sends calls to the configured base URL', async () => {
    const fetch = jest.fn().mockResolvedValue(Response.json({ status: 'DONE' }));
    await createApiClient({ baseUrl: 'https://api.bank.example/web/', fetch }).verifyEmail({ hash: 'h' });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('https://api.bank.example/web/v1/email-verifications');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ hash: 'h' });
  });

  it('fills path parameters and sends the body as JSON', async () => {
    const fetch = jest.fn().mockResolvedValue(Response.json({ next: 'CONFIRM_EMAIL' }));
    const result = await createApiClient({ baseUrl: 'https://api.bank.example', fetch }).createSignup('newsletter', {
      email: 'anna@example.com',
      locale: 'en-EU',
      acceptedPrivacy: true,
    });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('https://api.bank.example/v1/signups/newsletter');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ email: 'anna@example.com', locale: 'en-EU', acceptedPrivacy: true });
    expect(result).toEqual({ ok: true, data: { next: 'CONFIRM_EMAIL' } });
    expect(request.headers.has('cf-turnstile-response')).toBe(false);
  });

  it("sends a form's Turnstile token as the contract's CF-Turnstile-Response header", async () => {
    const fetch = jest.fn().mockImplementation(async () => Response.json({ next: 'CONFIRM_EMAIL' }));
    const client = createApiClient({ baseUrl: 'https://site.example/api', fetch });
    await client.createSignup('iou', { email: 'anna@example.com', locale: 'de-DE', acceptedPrivacy: true }, { turnstileToken: 'tt-1' });
    await client.createRegistration(
      { email: 'anna@example.com' } as Parameters<typeof client.createRegistration>[0],
      { turnstileToken: 'tt-2' },
    );
    const [signup, registration] = fetch.mock.calls.map((call) => call[0] as Request);
    expect(signup?.headers.get('CF-Turnstile-Response')).toBe('tt-1');
    expect(signup?.headers.get('content-type')).toBe('application/json');
    expect(registration?.headers.get('CF-Turnstile-Response')).toBe('tt-2');
  });
});

describe('API client: the sign-up mail links', () => {
  it.each([
    ['confirmSignup', '/v1/signups/confirmations', { type: 'newsletter', locale: 'de-DE', status: 'CONFIRMED' }],
    ['unsubscribeSignup', '/v1/signups/unsubscriptions', { type: 'iou', locale: 'en-EU', status: 'UNSUBSCRIBED' }],
    ['unsubscribeSignup', '/v1/signups/unsubscriptions', { type: 'iou', locale: 'en-EU', status: 'ALREADY_UNSUBSCRIBED' }],
  ] as const)('%s posts the token to %s and accepts only its answer', async (call, path, answer) => {
    const fetch = jest.fn().mockResolvedValue(Response.json(answer));
    const result = await createApiClient({ baseUrl: 'https://site.example/api', fetch })[call]({ token: 'tok_123' });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe(`https://site.example/api${path}`);
    expect(await request.json()).toEqual({ token: 'tok_123' });
    expect(result).toEqual({ ok: true, data: answer });
    const wrong = jest.fn().mockResolvedValue(Response.json({ status: 'DONE' }));
    const malformed = await createApiClient({ baseUrl: 'https://site.example/api', fetch: wrong })[call]({ token: 'tok_123' });
    expect(!malformed.ok && malformed.error.kind).toBe('malformed');
  });

  it('says when to try again after a 429, from Retry-After', async () => {
    const limited = (headers: Record<string, string>) =>
      jest.fn().mockResolvedValue(Response.json({ type: 'about:blank', title: 'Too many', status: 429, code: 'RATE_LIMITED' }, { status: 429, headers }));
    const result = await createApiClient({ baseUrl, fetch: limited({ 'Retry-After': '90' }) }).confirmSignup({ token: 't' });
    expect(!result.ok && [result.error.kind, result.error.retryAfterSeconds]).toEqual(['rateLimited', 90]);
    const silent = await createApiClient({ baseUrl, fetch: limited({}) }).confirmSignup({ token: 't' });
    expect(!silent.ok && [silent.error.kind, silent.error.retryAfterSeconds, defaultMessageKey[silent.error.kind]]).toEqual(['rateLimited', undefined, 'Errors.rateLimitedLater']);
  });

  it('calls a refused Turnstile token turnstileFailed', async () => {
    const fetch = jest.fn().mockResolvedValue(Response.json({ type: 'x', title: 'Bot', status: 403, code: 'TURNSTILE_FAILED' }, { status: 403 }));
    const result = await createApiClient({ baseUrl, fetch }).createSignup('newsletter', { email: 'a@b.de', locale: 'en-EU', acceptedPrivacy: true });
    expect(!result.ok && [result.error.kind, defaultMessageKey[result.error.kind]]).toEqual(['turnstileFailed', 'Errors.turnstileFailed']);
  });

  it("asks a link's state with the hash and kind in the body, and accepts only a state", async () => {
    const fetch = jest.fn().mockResolvedValue(Response.json({ kind: 'reset', state: 'BLOCKED' }));
    const result = await createApiClient({ baseUrl: 'https://site.example/api', fetch }).getLinkStatus({ hash: 'h_1', kind: 'reset' });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect([request.url, await request.json()]).toEqual(['https://site.example/api/v1/links/status', { hash: 'h_1', kind: 'reset' }]);
    expect(result).toEqual({ ok: true, data: { kind: 'reset', state: 'BLOCKED' } });
    const odd = await createApiClient({ baseUrl, fetch: jest.fn().mockResolvedValue(Response.json({ kind: 'reset', state: 'MAYBE' })) }).getLinkStatus({ hash: 'h', kind: 'reset' });
    expect(!odd.ok && odd.error.kind).toBe('malformed');
  });
});

describe('API client: problem codes', () => {
  it.each([
    ['verify-1d-nobody', 'linkInvalid', 404],
    ['verify-400d-anna', 'linkExpired', 410],
    ['verify-1d-anna-used', 'linkAlreadyUsed', 409],
  ])('maps %s to %s', async (hash, kind, status) => {
    const result = await verify(hash);
    expect(!result.ok && result.error.kind).toBe(kind);
    expect(!result.ok && result.error.status).toBe(status);
  });

  it('returns the data of a successful call', async () => {
    expect(await verify('verify-1d-anna')).toEqual({ ok: true, data: { status: 'DONE' } });
  });

  it('maps birthday and recipient problems with their details', async () => {
    const c = client();
    const wrong = await c.resetPassword({ hash: 'reset-1d-anna', password: 'Secret123', birthday: '1990-01-01' });
    expect(!wrong.ok && wrong.error.kind).toBe('birthdayMismatch');
    expect(!wrong.ok && wrong.error.remainingAttempts).toBe(2);
    const recipient = await c.requestReimbursement({
      hash: 'refund-1d-anna',
      birthday: '1990-04-12',
      recipient: { iban: 'DE89 3704 0044 0532 0130 00', name: 'Someone Else' },
    });
    expect(!recipient.ok && recipient.error.kind).toBe('recipientNotAccountHolder');
    const invalid = await c.completePartnerRegistration({
      hash: 'partner-1d-anna',
      password: 'short',
      birthday: '1990-04-12',
      consents: { termsAndConditions: true, privacy: true, marketing: false },
    });
    expect(!invalid.ok && invalid.error.kind).toBe('validation');
    expect(!invalid.ok && invalid.error.problem?.errors).toEqual([{ field: 'password', rule: 'passwordRule' }]);
  });
});
