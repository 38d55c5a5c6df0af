#!/usr/bin/env node
// Fails when a build output holds a secret the build was given: the Contentful delivery and
// preview tokens, the review feed's key (and any other variable named here) must stay on the
// build machine.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const secrets = ['CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_PREVIEW_TOKEN', 'REVIEWS_API_KEY']
  .map((name) => [name, process.env[name]?.trim()])
  .filter(([, value]) => value && value.length >= 8);
const dirs = process.argv.slice(2);
if (secrets.length === 0) {
  console.error('check-no-secrets: no secret in the environment, so there is nothing to search for.');
  process.exit(2);
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let scanned = 0;
const leaks = [];
for (const dir of dirs) {
  for (const file of files(dir)) {
    scanned += 1;
    const text = readFileSync(file).toString('latin1');
    for (const [name, value] of secrets) if (text.includes(value)) leaks.push(`${name} in ${file}`);
  }
}
if (leaks.length > 0) {
  console.error(`check-no-secrets: secrets found in the build output:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-no-secrets: ${scanned} files in ${dirs.join(', ')} hold none of ${secrets.map(([n]) => n).join(', ')}`);
