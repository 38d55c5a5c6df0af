// `pnpm --filter @site/api-worker docs:write`: the README's generated tables (scripts/fixtureTable.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { withFixtureTable } from './fixtureTable';

const file = new URL('../README.md', import.meta.url);
const readme = readFileSync(file, 'utf8');
const written = withFixtureTable(readme);
if (written !== readme) writeFileSync(file, written);
console.log(written !== readme ? 'docs:write: wrote apps/api/README.md' : 'docs:write: apps/api/README.md is up to date');
