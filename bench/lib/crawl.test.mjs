import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenLinks, srcsetUrls } from './crawl.mjs';

test('srcset URLs are read as the HTML standard reads them: a data: URL keeps its comma', () => {
  assert.deepEqual(srcsetUrls('/a.webp 480w, /b.webp 960w'), ['/a.webp', '/b.webp']);
  assert.deepEqual(srcsetUrls('/a.webp 1x,/b.webp 2x'), ['/a.webp', '/b.webp']);
  assert.deepEqual(srcsetUrls('data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), [
    'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  ]);
  assert.deepEqual(srcsetUrls('/a.jpg,, /b.jpg'), ['/a.jpg', '/b.jpg']);
  assert.deepEqual(srcsetUrls('/a.jpg 1x (odd, descriptor), /b.jpg 2x'), ['/a.jpg', '/b.jpg']);
});

test('a picture whose source is an empty data: image has no broken link; a missing file is one', () => {
  const root = mkdtempSync(join(tmpdir(), 'crawl-'));
  mkdirSync(join(root, 'en-EU'));
  writeFileSync(join(root, 'a.webp'), '');
  writeFileSync(
    join(root, 'en-EU', 'index.html'),
    '<picture><source srcset="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"><source srcset="/a.webp 1x, /missing.webp 2x"></picture>',
  );
  const { checked, broken } = brokenLinks(root, 'https://site.test');
  assert.equal(checked, 2);
  assert.deepEqual(broken, [{ page: '/en-EU/', link: '/missing.webp' }]);
});
