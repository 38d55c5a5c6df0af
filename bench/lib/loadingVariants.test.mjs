import { createHash } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rewriteLoading } from './loadingVariants.mjs';

const page =
  '<html><head><title>t</title></head><body><p>x</p>' +
  `<script data-after-paint='["/a.js","/big.js","/c.js"]'>(function(S){/*loader*/})()</script></body></html>`;
const sizes = { '/a.js': 10, '/big.js': 300, '/c.js': 20 };

test('next: every chunk async in the head, no loader', () => {
  const html = rewriteLoading(page, 'next', (s) => sizes[s]);
  assert.equal(
    html,
    '<html><head><title>t</title><script src="/a.js" async=""></script><script src="/big.js" async=""></script>' +
      '<script src="/c.js" async=""></script></head><body><p>x</p></body></html>',
  );
});

test('largest-first: the largest chunk in the head, the others left to the loader', () => {
  const html = rewriteLoading(page, 'largest-first', (s) => sizes[s]);
  assert.match(html, /<head><title>t<\/title><script src="\/big\.js" async=""><\/script><\/head>/);
  assert.match(html, /<script data-after-paint='\["\/a\.js","\/c\.js"\]'>\(function\(S\)\{\/\*loader\*\/\}\)\(\)<\/script>/);
});

test('preload and preload-high: one preload per chunk right after the CSP <meta>, the loader kept', () => {
  const csp = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'"/>`;
  const built = page.replace('<head>', `<head><meta charSet="utf-8"/>${csp}`);
  const links = (prio) =>
    ['/a.js', '/big.js', '/c.js'].map((s) => `<link rel="preload" as="script" href="${s}"${prio}/>`).join('');
  assert.equal(rewriteLoading(built, 'preload', () => 0), built.replace(csp, csp + links(' fetchpriority="low"')));
  assert.equal(rewriteLoading(built, 'preload-high', () => 0), built.replace(csp, csp + links('')));
});

test('paint-report: the loader at the end of <body>, waiting for the paint report alone, its hash in the CSP', () => {
  const hash = (t) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;
  const loader = 'try{new PerformanceObserver(function(){l()})}catch(e){}requestAnimationFrame(l)';
  const tag = `<script data-after-paint='["/a.js"]'>`;
  const built =
    `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hash(loader)}"/></head>` +
    `<body><div id="consent-summary"></div>${tag}${loader}</script><main>m</main></body></html>`;
  const reportOnly = loader.replace('new PerformanceObserver', 'return new PerformanceObserver');
  assert.equal(
    rewriteLoading(built, 'paint-report', () => 0),
    `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hash(loader)} ${hash(reportOnly)}"/></head>` +
      `<body><div id="consent-summary"></div><main>m</main>${tag}${reportOnly}</script></body></html>`,
  );
});

test('a page without the loader, or an unknown variant, is an error', () => {
  assert.throws(() => rewriteLoading('<html><head></head><body></body></html>', 'next', () => 0), /no after-paint loader/);
  assert.throws(() => rewriteLoading(page, 'early', () => 0), /unknown variant/);
});
