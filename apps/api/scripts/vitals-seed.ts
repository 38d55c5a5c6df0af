// `pnpm vitals:seed`: a realistic spread of field-data beacons, so the report
// (http://127.0.0.1:${API_PORT}/internal/vitals/report) has something to draw. Today's beacons are
// POSTed to the running local API (`POST /v1/vitals`, as pages send them); the API dates every
// beacon itself, so the 27 days before are written into the LOCAL D1 (never --remote) as the
// histograms those beacons would have made, with the same buckets (src/rules/vitals.ts).
//   API_PORT=<port>       the local API (default 8787)
//   API_PERSIST_TO=<dir>  the local state folder wrangler uses (default .wrangler/state)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VitalsBeacon } from '@site/api/contract';
import { bucketOf, vitalsDay } from '../src/rules/vitals';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small seeded generator, so every run draws the same picture. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const normal = () => Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
  const pick = <T>(weighted: readonly (readonly [T, number])[]): T => {
    let r = next() * weighted.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of weighted) if ((r -= w) <= 0) return value;
    return weighted[weighted.length - 1]![0];
  };
  return { next, normal, pick };
}

/** Page types with their share of views, how heavy they are, and what their largest element and interactions are. */
const pages = [
  ['home', 30, 1.15, [['main>section.hero>img', 'image'], ['main>section.hero>h1', 'text']], ['button.consent-accept', 'nav>button.menu']],
  ['accounts', 12, 1.0, [['main>table.comparison', 'text'], ['main>h1', 'text']], ['button.only-differences', 'a.choose-plan']],
  ['budgetCalculator', 10, 0.9, [['main>h1', 'text']], ['input#income', 'input#housing', 'button.add-expense']],
  ['jobs', 9, 0.85, [['main>ul.jobs>li>a', 'text'], ['main>h1', 'text']], ['select#department', 'button.filter']],
  ['jobsDetail', 8, 0.9, [['main>article>h1', 'text']], ['a.apply-now', 'button.copy-link']],
  ['magazineDetail', 14, 1.35, [['main>article>figure>img', 'image'], ['main>article>h1', 'text']], ['button.show-more', 'a.newsletter']],
  ['registration', 17, 1.05, [['main>form>h1', 'text']], ['input#password', 'input#firstName', 'button[type=submit]']],
] as const;
const devices = [
  ['mobile', 60, 1.6],
  ['tablet', 10, 1.25],
  ['desktop', 30, 1],
] as const;
const connections = [
  ['4g', 80],
  ['3g', 15],
  ['slow-2g', 2],
  ['unknown', 3],
] as const;

/** One page view's beacon: log-normal timings around what a page of its weight gets on that device, on a day `trend` better or worse. */
function beaconOf(random: ReturnType<typeof generator>, trend: number): VitalsBeacon {
  const [pageType, , weight, lcpElements, inpTargets] = random.pick(pages.map((p) => [p, p[1]] as const));
  const [deviceClass, , slowness] = random.pick(devices.map((d) => [d, d[1]] as const));
  const effectiveType = random.pick(connections);
  const logNormal = (median: number, sigma: number) => median * Math.exp(sigma * random.normal());
  const factor = weight * slowness * trend * (effectiveType === '3g' ? 1.5 : effectiveType === 'slow-2g' ? 3 : 1);
  const ttfb = logNormal(180 * trend, 0.5);
  const fcp = ttfb + logNormal(700 * factor, 0.35);
  const lcp = fcp + logNormal(350 * factor, 0.6);
  const [lcpTarget, lcpKind] = random.pick(lcpElements.map((e, i) => [e, i === 0 ? 3 : 1] as const));
  const inpTarget = random.pick(inpTargets.map((t, i) => [t, inpTargets.length - i] as const));
  const interacted = random.next() < 0.7;
  const clamp = (value: number) => Math.min(Math.round(value), 60_000);
  return {
    pageType,
    locale: random.next() < 0.62 ? 'de-DE' : 'en-EU',
    deviceClass,
    effectiveType,
    buildId: 'seed',
    metrics: {
      TTFB: clamp(ttfb),
      FCP: clamp(fcp),
      LCP: clamp(lcp),
      CLS: Math.min(10, Math.round(logNormal(0.025 * weight, 1.1) * 1000) / 1000),
      ...(interacted ? { INP: clamp(logNormal(110 * slowness * weight, 0.6)) } : {}),
    },
    lcp: { target: lcpTarget, kind: lcpKind },
    ...(interacted ? { inp: { target: inpTarget, kind: random.next() < 0.8 ? 'pointer' : 'keyboard' } } : {}),
  };
}

const quote = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/** The histogram and attribution rows `beacons` make on `day`, as one SQL upsert each. */
export function historySql(day: string, beacons: readonly VitalsBeacon[]): string {
  const histogram = new Map<string, number>();
  const attribution = new Map<string, number>();
  const add = (map: Map<string, number>, key: (string | number)[]) => map.set(key.map(quote).join(', '), (map.get(key.map(quote).join(', ')) ?? 0) + 1);
  for (const b of beacons) {
    for (const [metric, value] of Object.entries(b.metrics) as [keyof VitalsBeacon['metrics'], number][]) {
      add(histogram, [day, b.pageType, b.locale, b.deviceClass, metric, bucketOf(metric, value)]);
    }
    if (b.lcp) add(attribution, [day, b.pageType, 'LCP', b.lcp.target, b.lcp.kind]);
    if (b.inp) add(attribution, [day, b.pageType, 'INP', b.inp.target, b.inp.kind]);
  }
  const values = (map: Map<string, number>) => [...map].map(([key, count]) => `(${key}, ${count})`).join(',\n');
  return [
    `INSERT INTO vitals_histogram (day, page_type, locale, device_class, metric, bucket, count) VALUES\n${values(histogram)}\nON CONFLICT DO UPDATE SET count = count + excluded.count;`,
    `INSERT INTO vitals_attribution (day, page_type, metric, target, kind, count) VALUES\n${values(attribution)}\nON CONFLICT DO UPDATE SET count = count + excluded.count;`,
  ].join('\n');
}

async function sendToday(api: string, beacons: readonly VitalsBeacon[]): Promise<number> {
  let sent = 0;
  const queue = [...beacons];
  const worker = async () => {
    for (let beacon = queue.shift(); beacon; beacon = queue.shift()) {
      const answer = await fetch(`${api}/v1/vitals`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(beacon) });
      if (answer.status !== 204) throw new Error(`POST /v1/vitals answered ${answer.status}: ${await answer.text()}`);
      sent += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return sent;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const api = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;
  const today = 400;
  const random = generator(49);
  const now = Date.now();
  // The past days: a site that got a little faster over the month, fewer views at weekends.
  const days = Array.from({ length: 27 }, (_, i) => 27 - i).map((ago) => {
    const day = vitalsDay(now - ago * DAY_MS);
    const weekend = [0, 6].includes(new Date(now - ago * DAY_MS).getUTCDay());
    const trend = 1 + ago / 60;
    return historySql(day, Array.from({ length: weekend ? 90 : 160 }, () => beaconOf(random, trend)));
  });
  const dir = mkdtempSync(join(tmpdir(), 'vitals-seed-'));
  const file = join(dir, 'vitals.sql');
  writeFileSync(file, days.join('\n'));
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file];
  if (process.env.API_PERSIST_TO) args.push('--persist-to', process.env.API_PERSIST_TO);
  const result = spawnSync('pnpm', ['exec', ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`wrote the 27 days before today into the local D1`);
  try {
    const sent = await sendToday(api, Array.from({ length: today }, () => beaconOf(random, 1)));
    console.log(`sent ${sent} beacons to ${api}/v1/vitals; the report: ${api}/internal/vitals/report`);
  } catch (error) {
    console.error(`could not send today's beacons to ${api} (is the API running? pnpm start, or scripts/local-api.sh): ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
