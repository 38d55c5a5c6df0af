#!/usr/bin/env node
// Puts MSW's service worker into an app's public folder when the mock is on, and removes it
// when it is off, so a production export can never ship it. The file comes from the installed
// msw package (same version as the handlers), is generated at build and is gitignored.
//   node packages/api/scripts/service-worker.mjs <publicDir>
// Mock on when API_MOCK=1 or NEXT_PUBLIC_API_MOCK=1 or VITE_API_MOCK=1.
import { appendFileSync, copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const target = process.argv[2];
if (!target) {
  console.error('usage: service-worker.mjs <publicDir>');
  process.exit(2);
}
const on = ['API_MOCK', 'NEXT_PUBLIC_API_MOCK', 'VITE_API_MOCK'].some((name) => process.env[name] === '1');
const destination = path.resolve(target, 'mockServiceWorker.js');
if (on) {
  const require = createRequire(import.meta.url);
  mkdirSync(path.dirname(destination), { recursive: true });
  copyFileSync(require.resolve('msw/mockServiceWorker.js'), destination);
  // A page opened while this worker was still installing for the page before is not controlled
  // by it, and MSW would reload it. The page asks to be claimed instead
  // (src/mock/serviceWorkerControl.ts, which owns the message's name).
  appendFileSync(
    destination,
    `
addEventListener('message', function (event) {
  if (event.data === 'SITE_MOCK_CLAIM') event.waitUntil(self.clients.claim())
})
`,
  );
  console.log(`API mock on: copied MSW service worker to ${destination}`);
} else {
  rmSync(destination, { force: true });
}
