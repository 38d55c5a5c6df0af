#!/usr/bin/env node
// Usage: node secure-export.mjs <dir> --mode meta|header [--immutable '/_next/static/*' ...]
// Hashes the inline scripts of a built site and writes its Cloudflare Pages `_headers`.
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';

// The policy's hosts come from the consent layer's TypeScript vendor registry.
register();
const { secureExport } = await import('../src/node.ts');

const args = process.argv.slice(2);
const dir = args[0];
const mode = args[args.indexOf('--mode') + 1];
const immutable = args.flatMap((a, i) => (args[i - 1] === '--immutable' ? [a] : []));
if (!dir || (mode !== 'meta' && mode !== 'header')) {
  console.error('usage: secure-export.mjs <dir> --mode meta|header [--immutable PATTERN]...');
  process.exit(2);
}
const { pages, hashes } = secureExport({ dir: resolve(dir), mode, env: process.env, immutable });
console.log(`secure-export: ${pages.length} pages, ${hashes} inline-script hashes, _headers written (${mode} CSP)`);
