import { expect, test } from '@playwright/test';
import { accountHolders } from '@site/api/fixtures';
import { localApi } from './localApi';
import { sendAsIs, type RawAnswer } from './rawHttp';

/** The spellings of a way around a site's `/api` to the internal calls that the issue 45 probe found open. */
export const aroundApi = ['/api/../internal/links', '/api/%2e%2e/internal/links', '/api/%2E%2E/internal/links', '/api/.%2e/internal/links'] as const;

const linkBody = JSON.stringify({ kind: 'reset', locale: 'en-EU', holder: accountHolders.anna });
const code = (answer: RawAnswer) => (JSON.parse(answer.body) as { code?: string }).code;

/**
 * What every request to the API meets before any route, sent to this app's origin as a client
 * sends it (`sendAsIs`: the path as written, never resolved): no internal call answers below the
 * site's `/api`, by any spelling of the path, and a 1 MB body sent in chunks gets 413 without
 * harming the next request. With `worker`, the same sent straight to the local Worker
 * (`wrangler dev`) as the site's route hands it over, with the site's Host. No page is opened:
 * Playwright's own `test`, so no browser starts.
 */
export function describeApiBoundaries({ worker = false } = {}) {
  test.describe('what reaches the API below this origin (issue 45)', () => {
    const targets = (baseURL: string) => [
      { name: 'the site', origin: baseURL, headers: {} as Record<string, string> },
      ...(worker ? [{ name: 'the Worker, as the route hands it over', origin: localApi.origin, headers: { Host: new URL(baseURL).host } }] : []),
    ];

    test('no internal call answers below /api, however the path is spelt', async ({ baseURL }) => {
      const core = { Authorization: `Bearer ${localApi.internalLinkSecret}`, 'Content-Type': 'application/json' };
      const support = { Authorization: `Bearer ${localApi.supportToken}` };
      for (const target of targets(baseURL!)) {
        for (const path of ['/api/internal/links', ...aroundApi]) {
          const created = await sendAsIs(target.origin, 'POST', path, { headers: { ...target.headers, ...core }, body: linkBody });
          expect([target.name, path, created.status, code(created)]).toEqual([target.name, path, 404, 'NOT_FOUND']);
          const outbox = path.replace(/links$/, 'outbox?status=failed');
          const listed = await sendAsIs(target.origin, 'GET', outbox, { headers: { ...target.headers, ...support } });
          expect([target.name, outbox, listed.status, code(listed)]).toEqual([target.name, outbox, 404, 'NOT_FOUND']);
        }
      }
      if (worker) {
        // The same token and body are good where the internal calls are served: the Worker's own host.
        expect((await sendAsIs(localApi.origin, 'POST', '/internal/links', { headers: core, body: linkBody })).status).toBe(201);
      }
    });

    test('a 1 MB body sent in chunks gets 413, and the next request is answered at once, round after round', async ({ baseURL }) => {
      for (const target of targets(baseURL!)) {
        for (let round = 1; round <= 4; round++) {
          const upload = await sendAsIs(target.origin, 'POST', '/api/v1/signups/newsletter', {
            headers: { ...target.headers, 'Content-Type': 'application/json' },
            chunkedBytes: 1024 * 1024,
          });
          expect([target.name, round, upload.status, code(upload)]).toEqual([target.name, round, 413, 'PAYLOAD_TOO_LARGE']);
          const next = await sendAsIs(target.origin, 'GET', '/api/openapi.json', { headers: target.headers, timeoutMs: 5000 });
          expect([target.name, round, next.status]).toEqual([target.name, round, 200]);
          expect(next.ms).toBeLessThan(3000);
        }
      }
    });
  });
}
