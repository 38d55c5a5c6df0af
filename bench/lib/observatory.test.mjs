import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gradeCsp, observatory } from './observatory.mjs';

test('CSP grading follows the Observatory table', () => {
  assert.deepEqual(gradeCsp([], []), ['csp-not-implemented', -25]);
  assert.deepEqual(gradeCsp(["default-src 'self'; script-src 'self' 'unsafe-inline'"], []), ['csp-implemented-with-unsafe-inline', -20]);
  assert.deepEqual(gradeCsp(["script-src 'self' 'unsafe-eval'; object-src 'none'"], []), ['csp-implemented-with-unsafe-eval', -10]);
  assert.deepEqual(gradeCsp(["frame-ancestors 'none'"], ["default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self' 'unsafe-inline'"]), ['csp-implemented-with-unsafe-inline-in-style-src-only', 0]);
  assert.deepEqual(gradeCsp(["default-src 'none'; script-src 'self'"], []), ['csp-implemented-with-no-unsafe-default-src-none', 10]);
  // 'unsafe-inline' is ignored next to a hash, as browsers do.
  assert.deepEqual(gradeCsp(["default-src 'self'; script-src 'sha256-a' 'unsafe-inline'; style-src 'self'"], []), ['csp-implemented-with-no-unsafe', 5]);
});

test('a site without headers scores 30 (D, redirection not counted); ours gets A+', () => {
  assert.deepEqual([observatory({}, '<html></html>', 'https://x.test').score, observatory({}, '<html></html>', 'https://x.test').grade], [30, 'D']);
  const ours = observatory(
    {
      'content-security-policy': "frame-ancestors 'none'",
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-site',
    },
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'"/><script src="/a.js"></script>`,
    'https://x.test',
  );
  assert.equal(ours.score, 120);
  assert.equal(ours.grade, 'A+');
});
