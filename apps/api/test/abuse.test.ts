import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { call, freshIp, issueLink, problemOf, uniqueEmail } from './helpers';

/**
 * The rate limiter counts in fixed one-minute windows (Workers and its local emulation alike). A
 * test that needs its calls in one window starts at least 5 s before the window ends.
 */
async function startOfRoomyWindow() {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 50));
}

const newsletter = (email: string) => ({ email, locale: 'en-EU', acceptedPrivacy: true });

describe('abuse and error answers', () => {
  it('answers 413 PAYLOAD_TOO_LARGE for a body over 16 KB, before parsing it', async () => {
    const response = await call('/v1/signups/newsletter', { body: { ...newsletter(uniqueEmail('big')), firstName: 'x'.repeat(17 * 1024) } });
    expect(response.status).toBe(413);
    expect((await problemOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for a body that is not JSON and 400 naming the body for broken JSON', async () => {
    const text = await call('/v1/signups/newsletter', { raw: 'email=a@b.c', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect((await problemOf(text)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await call('/v1/signups/newsletter', { raw: '{"email": ', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect((await problemOf(broken)).errors).toEqual([{ field: 'body', rule: 'format' }]);
  });

  it('answers unknown routes with JSON 404 and wrong methods with JSON 405', async () => {
    const unknown = await call('/v1/everything');
    expect(unknown.status).toBe(404);
    expect((await problemOf(unknown)).code).toBe('NOT_FOUND');
    const method = await call('/v1/password-resets', { method: 'GET' });
    expect(method.status).toBe(405);
    expect((await problemOf(method)).code).toBe('METHOD_NOT_ALLOWED');
    expect(method.headers.get('Allow')).toBe('POST');
  });

  it('limits calls per client IP and route with 429 RATE_LIMITED and Retry-After', async () => {
    const ip = freshIp();
    await startOfRoomyWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await call('/consent-records', {
        ip,
        body: { consentId: 'ratelimit_ip_test_001', revision: 1, services: {}, gpc: false, locale: 'en-EU', source: 'summary', path: '/' },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect((await problemOf(response)).code).toBe('RATE_LIMITED');
        expect(response.headers.get('Retry-After')).toBe('60');
      }
    }
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another client is not affected.
    expect((await call('/consent-records', { body: { consentId: 'ratelimit_ip_test_002', revision: 1, services: {}, gpc: false, locale: 'en-EU', source: 'summary', path: '/' } })).status).toBe(201);
  });

  it('lifts only the per-IP limit with IP_RATE_LIMIT=off (the local API of the start and test commands)', async () => {
    const ip = freshIp();
    const off = { IP_RATE_LIMIT: 'off' };
    await startOfRoomyWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await call('/consent-records', {
        ip,
        env: off,
        body: { consentId: 'ratelimit_of_test_001', revision: 1, services: {}, gpc: false, locale: 'en-EU', source: 'summary', path: '/' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(61).fill(201));
    // The per-address limit still holds.
    const email = uniqueEmail('target-off');
    const signups = [];
    for (let i = 0; i < 11; i++) signups.push((await call('/v1/signups/newsletter', { ip, env: off, body: newsletter(email) })).status);
    expect(signups).toEqual([...Array(10).fill(201), 429]);
  });

  it('limits calls per e-mail address and per link, from any number of IPs', async () => {
    const email = uniqueEmail('target');
    await startOfRoomyWindow();
    const signups = [];
    for (let i = 0; i < 11; i++) signups.push((await call('/v1/signups/newsletter', { body: newsletter(email) })).status);
    expect(signups).toEqual([...Array(10).fill(201), 429]);

    const hash = await issueLink({ kind: 'reset' });
    await startOfRoomyWindow();
    const attempts = [];
    for (let i = 0; i < 11; i++) attempts.push((await call('/v1/password-resets', { body: { hash, password: 'Green-Bank-7', birthday: '2000-01-01' } })).status);
    expect(attempts.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(attempts[10]).toBe(429);
  });

  it('verifies Turnstile when a secret is set, at the configured verify URL, and refuses a missing or bad token with 403', async () => {
    const turnstile = { TURNSTILE_SECRET: 'test-turnstile-secret', TURNSTILE_VERIFY_URL: inject('turnstileUrl') };
    const ip = freshIp();
    const missing = await call('/v1/signups/newsletter', { body: newsletter(uniqueEmail('ts')), env: turnstile, ip });
    expect(missing.status).toBe(403);
    expect((await problemOf(missing)).code).toBe('TURNSTILE_FAILED');
    const bad = await call('/v1/signups/newsletter', { body: newsletter(uniqueEmail('ts')), env: turnstile, ip, headers: { 'CF-Turnstile-Response': 'bad-token' } });
    expect(bad.status).toBe(403);
    const good = await call('/v1/registrations', {
      env: turnstile,
      ip,
      headers: { 'CF-Turnstile-Response': 'good-token' },
      body: {
        locale: 'deDE',
        firstName: 'Tom',
        lastName: 'Test',
        email: uniqueEmail('ts'),
        password: 'Green-Bank-7',
        acceptedNewsletter: false,
        consents: { termsAndConditions: true, privacy: true, marketing: false },
      },
    });
    expect(good.status).toBe(201);
    const asked = (await (await fetch(inject('turnstileUrl'))).json()) as Record<string, string>[];
    expect(asked.slice(-2)).toEqual([
      { secret: 'test-turnstile-secret', response: 'bad-token', remoteip: ip },
      { secret: 'test-turnstile-secret', response: 'good-token', remoteip: ip },
    ]);
  });

  it('answers a database failure with SERVER_ERROR and no SQL, stack or secret', async () => {
    await env.DB.prepare('DROP TABLE consent_records').run();
    const response = await call('/consent-records', {
      body: { consentId: 'server_error_test_001', revision: 1, services: {}, gpc: false, locale: 'en-EU', source: 'summary', path: '/' },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ type: 'urn:problem:server_error', title: 'The server could not handle the request.', status: 500, code: 'SERVER_ERROR' });
    for (const leak of ['consent_records', 'SQL', 'INSERT', 'at ', env.SUPPORT_TOKEN, env.INTERNAL_LINK_SECRET]) expect(text).not.toContain(leak);
  });
});
