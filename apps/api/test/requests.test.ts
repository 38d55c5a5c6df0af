import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { maxBodyBytes } from '@site/api/contract';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { recordAnswer } from './contractAnswers';
import { anna, call, freshIp, internalAuth, internalOrigin, problemOf, siteOrigin, uniqueEmail } from './helpers';

// Issue 45: what a request meets before any route. Where it arrived decides what it reaches;
// a path with dot-segments is refused; a body is read with its limit and must be UTF-8.

const supportAuth = { Authorization: `Bearer ${env.SUPPORT_TOKEN}` };
const linkBody = { kind: 'reset', locale: 'en-EU', holder: anna };
/** The variants of a way around a site's `/api`. */
const aroundApi = ['/api/../internal/links', '/api/%2e%2e/internal/links', '/api/%2E%2E/internal/links', '/api/.%2e/internal/links'];

/**
 * Hands the Worker a request whose URL still holds its path as sent. workerd resolves `.` and
 * `..` segments (raw or encoded) when it builds a Request, so a test cannot make one that keeps
 * them; this one keeps what a runtime that passed the path on unresolved would give.
 */
async function fetchAsSent(origin: string, path: string, init: RequestInit) {
  const request = new Request(`${origin}/`, { ...init, headers: { 'CF-Connecting-IP': freshIp(), ...(init.headers as Record<string, string>) } });
  const asSent = new Proxy(request, {
    get(target, property) {
      if (property === 'url') return `${origin}${path}`;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(asSent, env, ctx);
  await waitOnExecutionContext(ctx);
  await recordAnswer(request, response);
  return response;
}

describe('where a request arrived decides what it reaches', () => {
  it("a site reaches the public API below /api and nothing internal, by any path: the runtime resolves the dot-segments, the site's host stays", async () => {
    for (const path of ['/api/internal/links', '/internal/links', ...aroundApi]) {
      const created = await call(path, { origin: siteOrigin, body: linkBody, headers: internalAuth });
      expect(created.status, path).toBe(404);
      expect((await problemOf(created)).code).toBe('NOT_FOUND');
      const outbox = await call(`${path.replace(/links$/, 'outbox')}?status=failed`, { origin: siteOrigin, headers: supportAuth });
      expect(outbox.status, path).toBe(404);
    }
    // The public API answers there below /api only.
    expect((await call('/api/openapi.json', { origin: siteOrigin })).status).toBe(200);
    expect((await call('/openapi.json', { origin: siteOrigin })).status).toBe(404);
    const signup = await call('/api/v1/signups/newsletter', { origin: siteOrigin, body: { email: uniqueEmail('site'), locale: 'en-EU', acceptedPrivacy: true } });
    expect(signup.status).toBe(201);
  });

  it('the internal host reaches the internal calls, with their tokens', async () => {
    expect((await call('/internal/links', { body: linkBody, headers: internalAuth })).status).toBe(201);
    expect((await call('/internal/outbox?status=failed', { headers: supportAuth })).status).toBe(200);
    expect((await call('/internal/links', { body: linkBody })).status).toBe(401);
  });

  it('without INTERNAL_API_URL, no host reaches an internal call', async () => {
    const response = await call('/internal/links', { body: linkBody, headers: internalAuth, env: { INTERNAL_API_URL: '' } });
    expect(response.status).toBe(404);
  });
});

describe('a path with dot-segments is refused with 404 before any routing', () => {
  it('on either host, whatever the route behind it would have said', async () => {
    // Encoded slashes survive the URL parser; a route would take `../newsletter` as a sign-up type (400).
    for (const origin of [internalOrigin, siteOrigin]) {
      const prefix = origin === siteOrigin ? '/api' : '';
      for (const path of [`${prefix}/v1/signups/..%2fnewsletter`, `${prefix}/v1/signups/%2e%2e%2Fnewsletter`, `${prefix}/v1/signups/.%2e%5cnewsletter`]) {
        const response = await call(path, { origin, body: { email: uniqueEmail('dots'), locale: 'en-EU', acceptedPrivacy: true } });
        expect(response.status, `${origin}${path}`).toBe(404);
        expect((await problemOf(response)).code).toBe('NOT_FOUND');
        expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      }
      const lookup = await call(`${prefix}/consent-records/..%2Fconsent_0000000000000`, { origin, headers: supportAuth });
      expect(lookup.status).toBe(404);
    }
  });

  it('as sent, in every form of the issue, even at the internal host', async () => {
    for (const origin of [internalOrigin, siteOrigin]) {
      for (const path of [...aroundApi, '/api/./v1/signups/newsletter', '/api/%2e/openapi.json', '/internal/%2e%2e/internal/links']) {
        const response = await fetchAsSent(origin, path, { method: 'POST', headers: { ...internalAuth, 'Content-Type': 'application/json' }, body: JSON.stringify(linkBody) });
        expect(response.status, `${origin}${path}`).toBe(404);
        expect((await problemOf(response)).code).toBe('NOT_FOUND');
      }
    }
  });
});

/** A body sent in chunks, with no length, that counts how much of it the Worker read. */
function chunkedBody(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const next = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += next.length;
        controller.enqueue(next);
      },
    },
    // Nothing is produced before it is asked for.
    { highWaterMark: 0 },
  );
  return { stream, read: () => sent };
}

describe('a body over the limit harms no other request', () => {
  it('refuses 1 MB sent in chunks with 413 at the limit, reads the rest to its end, and answers the next request', async () => {
    for (let round = 0; round < 3; round++) {
      const body = chunkedBody(1024 * 1024);
      const refused = await call('/api/v1/signups/newsletter', { origin: siteOrigin, raw: body.stream, headers: { 'Content-Type': 'application/json' } });
      expect(refused.status).toBe(413);
      expect((await problemOf(refused)).code).toBe('PAYLOAD_TOO_LARGE');
      // Read to the end and dropped: a proxy that streams it (wrangler dev's) is left whole.
      expect(body.read()).toBe(1024 * 1024);
      const next = await call('/api/v1/signups/newsletter', { origin: siteOrigin, body: { email: uniqueEmail('next'), locale: 'en-EU', acceptedPrivacy: true } });
      expect(next.status).toBe(201);
    }
  });

  it('refuses a declared length over the limit before reading a byte, and takes a chunked body at the limit', async () => {
    const body = chunkedBody(1024 * 1024);
    const refused = await call('/v1/signups/newsletter', { raw: body.stream, headers: { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024) } });
    expect(refused.status).toBe(413);
    expect(body.read()).toBe(0);
    const email = uniqueEmail('limit');
    const json = JSON.stringify({ email, locale: 'en-EU', acceptedPrivacy: true });
    const padded = new TextEncoder().encode(json.padEnd(maxBodyBytes, ' '));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(padded.subarray(0, 1000));
        controller.enqueue(padded.subarray(1000));
        controller.close();
      },
    });
    expect((await call('/v1/signups/newsletter', { raw: stream, headers: { 'Content-Type': 'application/json' } })).status).toBe(201);
  });
});

describe('a JSON body must be UTF-8', () => {
  const bytes = (...parts: (string | number[])[]) => {
    const chunks = parts.map((part) => (typeof part === 'string' ? new TextEncoder().encode(part) : new Uint8Array(part)));
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    chunks.reduce((offset, chunk) => (all.set(chunk, offset), offset + chunk.length), 0);
    return all;
  };
  const json = { 'Content-Type': 'application/json' };

  it('answers 400 naming the field whose text is not UTF-8, where U+FFFD would have passed', async () => {
    // A password of the §5 rule with a byte that is no UTF-8 (0xFF) and a truncated sequence (0xC3).
    const registration = bytes(
      `{"locale":"enEU","firstName":"Lea","lastName":"Kurz","email":"${uniqueEmail('utf8')}","password":"Sunny-Day-`,
      [0xff, 0xc3],
      '2026","acceptedNewsletter":false,"consents":{"termsAndConditions":true,"privacy":true,"marketing":false}}',
    );
    const answer = await call('/v1/registrations', { raw: registration, headers: json });
    expect(answer.status).toBe(400);
    expect((await problemOf(answer)).errors).toEqual([{ field: 'password', rule: 'format' }]);
    const nested = await call('/v1/reimbursements', { raw: bytes('{"hash":"x","recipient":{"iban":"DE89370400440532013000","name":"Ben ', [0xe4], 'r"},"birthday":"1990-04-12"}'), headers: json });
    expect((await problemOf(nested)).errors).toEqual([{ field: 'recipient.name', rule: 'format' }]);
  });

  it('names the body when the bytes are outside any text, or in a form', async () => {
    const outside = await call('/v1/signups/newsletter', { raw: bytes('{"email":"a@example.com"', [0xff], '}'), headers: json });
    expect((await problemOf(outside)).errors).toEqual([{ field: 'body', rule: 'format' }]);
    const form = await call('/v1/signups/unsubscriptions/one-click?token=abc', {
      raw: bytes('List-Unsubscribe=One-Click', [0xff]),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect((await problemOf(form)).errors).toEqual([{ field: 'body', rule: 'format' }]);
    // Valid UTF-8, U+FFFD itself included, is read as it is.
    const valid = await call('/v1/links/status', { body: { hash: 'no-such-link-\uFFFD', kind: 'reset' } });
    expect(valid.status).toBe(200);
  });
});
