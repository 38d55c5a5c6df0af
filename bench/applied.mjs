#!/usr/bin/env node
// The applied preset on its own, on the exports as they are (no build): node bench/applied.mjs
// The same preset as `BENCH_PRESETS=applied pnpm bench` (bench/README.md, "The applied preset"),
// quicker to rerun on a few pages or on another build.
//
// Env: BENCH_PAGES             pages to measure (lib/pages.mjs, selectPages: `home,magazine`, `/en-EU/`, `registration`)
//      BENCH_APPLIED_RUNS (5)  runs per page and visit, each after a run of its floor
//      BENCH_VISITS            first,returning (default both)
//      BENCH_PORT (3702)       first of four ports: web, registration, floor, Vite floor
//      BENCH_WEB_OUT, BENCH_REGISTRATION_DIST, BENCH_FLOOR_OUT, BENCH_VITE_FLOOR_OUT
//                              other exports to measure (a copy of an earlier build, for a before)
//      BENCH_APPLIED_OUT       where to write the JSON and Markdown (bench/results-applied.{json,md})
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appliedPreset, appliedDirs } from './lib/appliedPreset.mjs';
import { appliedSection } from './lib/report.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const started = Date.now();
const log = (...a) => console.log(`[applied ${((Date.now() - started) / 1000).toFixed(0)}s]`, ...a);
const dirs = appliedDirs(root, process.env);
for (const [name, dir] of Object.entries(dirs)) if (!existsSync(dir)) log(`${name}: ${dir} is missing, its pages are left out`);

const applied = await appliedPreset({ root, dirs, env: process.env, log });
const out = process.env.BENCH_APPLIED_OUT ?? join(root, 'bench', 'results-applied');
writeFileSync(`${out}.json`, `${JSON.stringify({ date: new Date().toISOString(), dirs, ...applied }, null, 2)}\n`);
const lines = [];
appliedSection(applied, (s = '') => lines.push(s));
writeFileSync(`${out}.md`, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
log(`wrote ${out}.json and ${out}.md`);
