import { hasDotSegment } from './requestRules.mjs';

describe('hasDotSegment', () => {
  it.each([
    '/api/../internal/links',
    '/api/%2e%2e/internal/links',
    '/api/%2E%2E/internal/links',
    '/api/.%2e/internal/links',
    '/api/%2e./internal/links',
    '/api/./v1/signups/newsletter',
    '/api/%2e/v1/signups/newsletter',
    '/api/..',
    '/api/v1/..%2finternal',
    '/api/v1/%2e%2e%5cinternal',
    '/api\\..\\internal/links',
    '/api/v1/%zz',
  ])('finds one in %s', (path) => expect(hasDotSegment(path)).toBe(true));

  it.each([
    '/api/v1/signups/newsletter',
    '/api/openapi.json',
    '/',
    '/api/v1/signups/unsubscriptions/one-click?token=a.b..c&x=../y',
    '/consent-records/consent_0000000000000',
    '/api/v1/...',
    '/api/v1/.well-known',
    '/api/v1/%2e%2e%2e',
  ])('finds none in %s', (path) => expect(hasDotSegment(path)).toBe(false));
});
