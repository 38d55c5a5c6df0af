#!/usr/bin/env node
// Fails when a build output holds any part of the API mock (packages/api/README.md): MSW's
// service worker file, or a chunk with the mock's or MSW's string markers, or of the e2e-only
// crash probe that E2E_PAGES=1 compiles in. Run on a production export (both unset):
// `pnpm --filter @site/web check:no-mock`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Strings that survive minification: the mock's storage key, MSW's worker path and log prefix,
 * and the crash probe's error message (src/components/system/CrashProbe.tsx).
 */
export const mockMarkers = ['site-api-mock-state', 'mockServiceWorker', '[MSW]', 'MOCKING_ENABLED', 'site-crash-probe'];
const textFile = /\.(js|mjs|html|txt|json|css|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Every file of `dir` that is or contains part of the mock, with the marker found. */
export function findMockTraces(dir) {
  const traces = [];
  for (const path of files(dir)) {
    const name = relative(dir, path);
    if (name.endsWith('mockServiceWorker.js')) {
      traces.push({ file: name, marker: 'mockServiceWorker.js' });
      continue;
    }
    if (!textFile.test(path)) continue;
    const content = readFileSync(path, 'utf8');
    const marker = mockMarkers.find((m) => content.includes(m));
    if (marker) traces.push({ file: name, marker });
  }
  return traces;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  const traces = findMockTraces(dir);
  if (traces.length > 0) {
    console.error(`The build in ${dir} holds API mock code:`);
    for (const { file, marker } of traces) console.error(`  ${file} (${marker})`);
    process.exit(1);
  }
  console.log(`No API mock code in ${dir}.`);
}
