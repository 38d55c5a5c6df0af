// Lighthouse 12 against the local servers, in one system Chromium shared by all runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

/** The Playwright runs' browser and flags (scripts/chromium.mjs); chrome-launcher also needs headless. */
export const chromeFlags = ['--headless=new', ...chromiumFlags];

export async function launchChrome() {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
}

/** The mark the site's and the floor's root layouts set once React has hydrated the page (@site/consent/pageMarkers). */
export const HYDRATED_MARK = 'hydrated';

/**
 * The `hydration` preset: Lighthouse's mobile profile (150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s
 * up, CPU ×4) applied to the browser through CDP (`throttlingMethod: 'devtools'`) rather than
 * simulated afterwards. A simulated run loads the page unthrottled and computes FCP and LCP
 * from a model, but a performance mark is only ever observed: under simulation the hydrated
 * time would be the unthrottled one. With the profile applied, first paint, LCP and hydrated
 * come from the same throttled load.
 */
export const hydrationFlags = {
  formFactor: 'mobile',
  throttlingMethod: 'devtools',
  throttling: {
    rttMs: 150,
    throughputKbps: 1.6 * 1024,
    requestLatencyMs: 150,
    downloadThroughputKbps: 1.6 * 1024,
    uploadThroughputKbps: 750,
    cpuSlowdownMultiplier: 4,
  },
};

/**
 * The hydration profile's download rate in bytes per millisecond, as Lighthouse hands it to
 * Chromium (`Network.emulateNetworkConditions` takes bytes per second: Kbit/s × 1024 / 8).
 */
export const linkBytesPerMs = Math.floor((hydrationFlags.throttling.downloadThroughputKbps * 1024) / 8) / 1000;

/**
 * What the page's bytes alone allow: the floor's hydrated time plus the time the link needs for
 * the bytes the page transferred before its hydration beyond those the floor transferred before
 * its own. It assumes the page starts its requests as early as the floor, keeps the link as busy
 * and runs no more script: a lower bound no loading order can beat, only fewer bytes can.
 * Null when either figure is missing.
 */
export function bytesBound(page, floor) {
  if (page?.beforeHydrated == null || floor?.beforeHydrated == null || floor?.hydrated == null) return null;
  return floor.hydrated + Math.max(0, page.beforeHydrated - floor.beforeHydrated) / linkBytesPerMs;
}

/** The median of the numbers among `values` (the mean of the two middle ones for an even count); null for none. */
export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/** One Lighthouse result's figures: scores, timings (hydrated: the page's mark), bytes by type, failing audits. */
export function figures(lhr) {
  const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  // Navigation start to the page's hydration mark (user timings are relative to it).
  const hydrated =
    lhr.audits['user-timings']?.details?.items?.find((item) => item.name === HYDRATED_MARK && item.timingType === 'Mark')?.startTime ?? null;
  // The network requests' times are relative to navigation start too.
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    hydrated,
    // Bytes of the HTML and scripts that had arrived when the page was hydrated: what hydration
    // needs. Pictures and the font are left out: a loading order could put them after it.
    beforeHydrated:
      hydrated == null
        ? null
        : requests
            .filter((r) => (r.resourceType === 'Document' || r.resourceType === 'Script') && r.networkEndTime <= hydrated)
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    bytes: {
      js: bytes('script'),
      css: bytes('stylesheet'),
      html: bytes('document'),
      fonts: bytes('font'),
      images: bytes('image'),
      total: bytes('total'),
    },
    failing: Object.entries(lhr.categories ?? {})
      .filter(([id]) => id !== 'performance')
      .flatMap(([, cat]) => cat.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id]?.score < 1).map((r) => r.id)),
  };
}

/**
 * Median of `runs` Lighthouse runs (each figure's own median) for one URL and preset: `mobile`
 * and `desktop` are Lighthouse's presets (simulated throttling), `hydration` the mobile profile
 * applied (`hydrationFlags`), performance only.
 */
export async function measure(chrome, url, preset, runs) {
  const all = [];
  for (let i = 0, retries = 0; i < runs; i++) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Accessibility, best practices and SEO do not vary between runs: measured once, and
        // the further runs (for the timing medians) do performance only, which saves time.
        onlyCategories: i === 0 && preset !== 'hydration' ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
        ...(preset === 'hydration' ? hydrationFlags : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    // NO_NAVSTART: Lighthouse lost the trace's start (it happens now and then with headless
    // Chromium here) and says to run it again. Up to twice per page; any other error counts.
    if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
      retries++;
      i--;
      continue;
    }
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    all.push(figures(result.lhr));
  }
  const pick = (get) => median(all.map(get));
  return {
    runs: all.length,
    performance: pick((f) => f.performance),
    accessibility: pick((f) => f.accessibility),
    bestPractices: pick((f) => f.bestPractices),
    seo: pick((f) => f.seo),
    lcp: pick((f) => f.lcp),
    cls: pick((f) => f.cls),
    tbt: pick((f) => f.tbt),
    fcp: pick((f) => f.fcp),
    hydrated: pick((f) => f.hydrated),
    beforeHydrated: pick((f) => f.beforeHydrated),
    bytes: Object.fromEntries(Object.keys(all[0].bytes).map((k) => [k, pick((f) => f.bytes[k])])),
    failingAudits: [...new Set(all.flatMap((f) => f.failing ?? []))],
  };
}
