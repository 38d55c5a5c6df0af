import { describe, expect, it } from 'vitest';
import { call } from './helpers';

// Production routes `<site>/api/*`, `<registration>/api/*` and `<site>/` to this Worker with the
// path as the visitor sent it (docs/deploying.md); locally scripts/serve.mjs forwards the same.
describe('the routes outside the API', () => {
  it('answers the API below /api on either origin, as at its own root', async () => {
    for (const path of ['/api/openapi.json', '/openapi.json']) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
    }
    const signup = await call('/api/v1/signups/newsletter', { body: { locale: 'en-EU', acceptedPrivacy: true, email: 'not-an-address' } });
    expect(signup.status).toBe(400);
    expect(((await signup.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    const unknown = await call('/api/v2/nothing');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it('answers the site root with a 302 to the locale of Accept-Language, query kept, never cached', async () => {
    const german = await call('/?utm_source=mail', { headers: { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.8' } });
    expect(german.status).toBe(302);
    expect(german.headers.get('Location')).toBe('/de-DE/?utm_source=mail');
    expect(german.headers.get('Vary')).toBe('Accept-Language');
    expect(german.headers.get('Cache-Control')).toBe('no-cache');
    const other = await call('/', { headers: { 'Accept-Language': 'fr-FR,de;q=0.5' } });
    expect(other.headers.get('Location')).toBe('/en-EU/');
    expect((await call('/')).headers.get('Location')).toBe('/en-EU/');
    expect((await call('/', { method: 'POST', raw: 'x' })).status).toBe(405);
  });
});

describe('the main module', () => {
  // workerd refuses to start a Worker whose main module exports anything but handlers (a
  // constant export fails `wrangler dev` and a deploy, though these tests would still run).
  it('exports only its handlers: fetch, scheduled and queue', async () => {
    const main = await import('../src/index');
    expect(Object.keys(main)).toEqual(['default']);
    expect(Object.keys(main.default).sort()).toEqual(['fetch', 'queue', 'scheduled']);
  });
});
