import { test } from 'node:test';
import assert from 'node:assert/strict';
import { warm } from './warm.mjs';

test('warm requests the page, its scripts (the after-paint chunks too) and styles, brotli accepted', async () => {
  const html =
    '<html><head><link rel="stylesheet" href="/s.css"/><script src="/a.js" async=""></script></head><body>' +
    `<script data-after-paint='["/b.js","/c.js"]'>(function(){})()</script><script src="https://cdn.example/x.js"></script></body></html>`;
  const asked = [];
  const get = async (url, { headers }) => {
    asked.push([url, headers['Accept-Encoding']]);
    return { text: async () => html, arrayBuffer: async () => new ArrayBuffer(0) };
  };
  assert.equal(await warm('http://localhost:3702/en-EU/accounts/', get), 5);
  assert.deepEqual(asked.map(([url]) => url).sort(), [
    'http://localhost:3702/a.js',
    'http://localhost:3702/b.js',
    'http://localhost:3702/c.js',
    'http://localhost:3702/en-EU/accounts/',
    'http://localhost:3702/s.css',
  ]);
  assert.ok(asked.every(([, encoding]) => encoding === 'br, gzip'));
});
