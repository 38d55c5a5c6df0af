// Several exports' pages under Lighthouse, alternating, in one Chromium: a same-hour comparison
// (bench/README.md, "Comparing builds"). node bench/compare.mjs <dir>:<path> ...
// COMPARE_PRESET: mobile (default; Lighthouse's simulated mobile run) or hydration (the profile
// applied, with the hydrated mark); COMPARE_RUNS: runs per page (default 3).
import lighthouse from 'lighthouse';
import { createSiteServer, staticSiteHandler } from '../scripts/serve.mjs';
import { figures, hydrationFlags, launchChrome, median } from './lib/lighthouse.mjs';
import { warm } from './lib/warm.mjs';

const preset = process.env.COMPARE_PRESET ?? 'mobile';
const runs = Number(process.env.COMPARE_RUNS ?? 3);
const targets = process.argv.slice(2).map((arg, i) => {
  const at = arg.lastIndexOf(':');
  return { label: arg, dir: arg.slice(0, at), path: arg.slice(at + 1), port: 3820 + i, runs: [] };
});
if (targets.length === 0 || targets.some((t) => !t.dir || !t.path.startsWith('/'))) {
  console.error('usage: node bench/compare.mjs <export dir>:<path> ...');
  process.exit(2);
}

const servers = await Promise.all(
  targets.map((t) => new Promise((ok) => { const s = createSiteServer(t.dir, staticSiteHandler); s.listen(t.port, '127.0.0.1', () => ok(s)); })),
);
const chrome = await launchChrome();
try {
  // Every file compressed before the first run (lib/warm.mjs).
  for (const t of targets) await warm(`http://localhost:${t.port}${t.path}`);
  for (let i = 0; i < runs; i++) {
    for (const t of targets) {
      const { lhr } = await lighthouse(`http://localhost:${t.port}${t.path}`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        ...(preset === 'hydration' ? hydrationFlags : {}),
      });
      if (lhr.runtimeError) { console.log(t.label, 'run failed:', lhr.runtimeError.code); continue; }
      const f = figures(lhr);
      const run = {
        score: f.performance,
        lcp: Math.round(f.lcp),
        tbt: Math.round(f.tbt),
        hydrated: f.hydrated === null ? null : Math.round(f.hydrated),
        // KB transferred before the hydrated mark.
        before: f.beforeHydrated === null ? null : Math.round(f.beforeHydrated / 1024),
      };
      t.runs.push(run);
      console.log(t.label, JSON.stringify(run));
    }
  }
  console.log(`\nmedians (${preset}, ${runs} runs)`);
  for (const t of targets) {
    const m = (k) => { const v = median(t.runs.map((r) => r[k])); return v === null ? null : Math.round(v); };
    const hydration = preset === 'hydration' ? `, hydrated ${m('hydrated')} ms, ${m('before')} KB before it` : '';
    console.log(`${t.label}: score ${m('score')}, LCP ${m('lcp')} ms, TBT ${m('tbt')} ms${hydration}`);
  }
} finally {
  await chrome.kill();
  servers.forEach((s) => s.close());
}
