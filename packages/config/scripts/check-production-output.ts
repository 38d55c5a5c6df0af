/**
 * `pnpm --filter @site/config check:production-output <dir>...`: fails when a production build's
 * output (apps/web/out, apps/registration/dist) holds a local or reserved-domain address
 * (localhost, 127.0.0.1, *.example, *.test, *.invalid) in any text file, headers included.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findPlaceholderAddresses, withoutLibraryUses } from '../src/placeholderAddresses';

const binary = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|br|gz)$/i;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (!binary.test(name)) yield path;
  }
}

// pnpm --filter runs in the package folder; paths are given from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const dirs = process.argv.slice(2).map((dir) => resolve(base, dir));
if (dirs.length === 0) {
  console.error('usage: check-production-output <dir>...');
  process.exit(2);
}
let scanned = 0;
/** Address -> why, and the files it is in. */
const found = new Map<string, { reason: string; files: string[] }>();
for (const dir of dirs) {
  for (const file of files(dir)) {
    scanned += 1;
    for (const { address, reason } of findPlaceholderAddresses(withoutLibraryUses(file, readFileSync(file, 'utf8')))) {
      const entry = found.get(address) ?? { reason, files: [] };
      entry.files.push(file);
      found.set(address, entry);
    }
  }
}
if (found.size > 0) {
  console.error('check-production-output: the build holds placeholder addresses:');
  for (const [address, { reason, files: where }] of found) {
    const more = where.length > 3 ? ` and ${where.length - 3} more` : '';
    console.error(`  ${address} ${reason}: ${where.slice(0, 3).join(', ')}${more}`);
  }
  process.exit(1);
}
console.log(`check-production-output: ${scanned} files in ${dirs.join(', ')} hold no local, .example or .test address`);
