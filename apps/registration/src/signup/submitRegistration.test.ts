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
  return Promise.resolve(
    createApiClient({ baseUrl: 'https://api.test', timeoutMs: 1000, fetch: jest.fn(answer) as unknown as typeof fetch, isOnline: () => online }),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('submitRegistration', () => {
  it('is registered when the API answers with the contract', async () => {
    const client = { createRegistration: jest.fn().mockResolvedValue({ ok: true, data: { firstName: 'Ana' } }) };
    expect(await submitRegistration(request, {}, Promise.resolve(client))).toBe('registered');
    expect(client.createRegistration).toHaveBeenCalledWith(request, {});
  });

  it.each(['server', 'network', 'timeout', 'malformed', 'validation'] as const)('fails on %s', async (kind) => {
    const client = { createRegistration: jest.fn().mockResolvedValue({ ok: false, error: new ApiError(kind) }) };
    expect(await submitRegistration(request, {}, Promise.resolve(client))).toBe('failed');
  });

  it('says offline when the client does', async () => {
    const client = { createRegistration: jest.fn().mockResolvedValue({ ok: false, error: new ApiError('offline') }) };
    expect(await submitRegistration(request, {}, Promise.resolve(client))).toBe('offline');
  });

  it('maps the answers of the real client', async () => {
    expect(await submitRegistration(request, {}, clientAnswering(async () => json(201, { firstName: 'Ana' })))).toBe('registered');
    expect(await submitRegistration(request, {}, clientAnswering(() => Promise.reject(new TypeError('down')), false))).toBe('offline');
    expect(await submitRegistration(request, {}, clientAnswering(() => Promise.reject(new TypeError('reset'))))).toBe('failed');
    expect(await submitRegistration(request, {}, clientAnswering(async () => json(500, { code: 'SERVER_ERROR' })))).toBe('failed');
    expect(await submitRegistration(request, {}, clientAnswering(async () => new Response('<html>', { status: 200 })))).toBe('failed');
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
