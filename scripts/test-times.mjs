#!/usr/bin/env node
// `node scripts/test-times.mjs <dir> [count]`: the slowest tests of a run, from the JSON lines
// the runners' timing reporters wrote to <dir> (TEST_TIMES_DIR): Playwright
// (scripts/test-times-reporter.mjs), Jest (@site/jest-presets/timesReporter.cjs) and the API
// Worker's vitest (apps/api/vitest.config.ts). One list for the browser tests, one for the rest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every record of the run: `{ runner, project, file, title, ms, status }`. */
export function readTestTimes(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .flatMap((line) => {
          try {
            return [JSON.parse(line)];
          } catch {
            return [];
          }
        }),
    );
}

/** The `count` slowest records, slowest first. */
export function slowest(records, count) {
  return [...records].sort((a, b) => b.ms - a.ms).slice(0, count);
}

export function formatTestTime(record) {
  const seconds = (record.ms / 1000).toFixed(1).padStart(6);
  const status = record.status && record.status !== 'passed' ? ` [${record.status}]` : '';
  return `${seconds} s  ${record.project}  ${record.file} › ${record.title}${status}`;
}

function report(label, records, count) {
  if (records.length === 0) return;
  const total = records.reduce((sum, record) => sum + record.ms, 0);
  console.log(`test: the ${Math.min(count, records.length)} slowest of ${records.length} ${label} (${Math.round(total / 1000)} s in all)`);
  for (const record of slowest(records, count)) console.log(`test:   ${formatTestTime(record)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count = '20'] = process.argv.slice(2);
  const records = readTestTimes(dir);
  for (const run of records.filter((record) => record.runner === 'playwright-run')) {
    console.log(`test: Playwright began its tests ${(run.startupMs / 1000).toFixed(1)} s after it started (its web servers)`);
  }
  report('browser tests (Playwright)', records.filter((record) => record.runner === 'playwright'), Number(count));
  report('unit and Worker tests (Jest, vitest)', records.filter((record) => record.runner === 'jest' || record.runner === 'vitest'), Number(count));
}
