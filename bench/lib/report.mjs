// bench/results.md: every figure with its budget and pass/fail beside it.
import { bytesBound } from './lighthouse.mjs';
const kb = (n) => (n == null ? 'n/a' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n) => (n == null ? 'n/a' : `${Math.round(n)} ms`);
const mark = (pass) => (pass == null ? '–' : pass ? 'pass' : '**FAIL**');
const cell = (value, pass) => `${value} ${pass == null ? '' : pass ? '✅' : '❌'}`.trim();

/** SEO 100, except that noindex pages fail Lighthouse's is-crawlable audit on purpose. */
function seoPass(row) {
  if (row.seo == null) return null;
  if (row.seo === 100) return true;
  const noindexPage = row.type === 'notFound' || row.type === 'system' || row.type === 'registration' || row.type === 'floor';
  return noindexPage && row.failingAudits.filter((a) => a !== 'is-crawlable').length === 0 ? true : false;
}

/** A Lighthouse row's page: its type, and its id when that says more. */
const rowName = (x) => `${x.type}${x.id && x.id !== x.type ? ` (${x.id})` : ''}`;
/** A failed row's error, safe inside a table cell. */
const errorCell = (x) => `error: ${x.error.replace(/\|/g, '/').replace(/\n/g, ' ')}`;
const ratio = (a, b) => (a == null || b == null || b === 0 ? null : a / b);
const vs = (value, budget) => (value == null ? '–' : budget == null ? `${value.toFixed(2)}×` : cell(`${value.toFixed(2)}×`, value <= budget));

/**
 * First paint -> hydrated under the mobile profile applied (bench/lib/lighthouse.mjs,
 * `hydrationFlags`), each page next to the floor of the same run, with the budget: hydrated <=
 * floor's + 10 %. Beside it, what the page's bytes alone allow (`bytesBound`), and the LCP under
 * this profile for reference: the first-visit LCP budget is Lighthouse's mobile run's (issue 17,
 * the Lighthouse table).
 */
export function hydrationSection(rows, line) {
  line('## First paint → hydrated (mobile profile applied: 150 ms RTT, 1.6 Mbit/s, CPU ×4)');
  line();
  if (rows.length === 0) {
    line('Not run (BENCH_PRESETS without `hydration`).');
    line();
    return;
  }
  const floor = rows.find((x) => x.type === 'floor' && !x.error);
  line(
    'From navigation start: first contentful paint, the `hydrated` mark (set by the root layout once React has hydrated the page), ' +
      'and the dead window between them. Budget: hydrated ≤ floor’s + 10 %. ' +
      '*Transferred* is what the page had downloaded by then; *bytes allow* is the floor’s hydrated time plus the link’s time for ' +
      'the bytes beyond the floor’s: the best any loading order could do without fewer bytes (same start, same script work as the floor). ' +
      'LCP here is for reference; its budget is the mobile run’s above.',
  );
  line();
  line('| page | locale | first paint | hydrated | dead window | hydrated vs floor | transferred | bytes allow | LCP | LCP vs floor |');
  line('|---|---|---|---|---|---|---|---|---|---|');
  for (const x of rows) {
    const name = rowName(x);
    if (x.error) {
      line(`| ${name} | ${x.locale} | ${errorCell(x)} ||||||||`);
      continue;
    }
    const window = x.hydrated == null || x.fcp == null ? null : x.hydrated - x.fcp;
    const isFloor = x.type === 'floor';
    const bound = isFloor ? null : bytesBound(x, floor);
    const allow = bound == null ? '–' : `${ms(bound)} (${vs(ratio(bound, floor.hydrated))})`;
    line(
      `| ${name} | ${x.locale} | ${ms(x.fcp)} | ${ms(x.hydrated)} | ${ms(window)} | ${isFloor ? '–' : vs(ratio(x.hydrated, floor?.hydrated), 1.1)} | ` +
        `${kb(x.beforeHydrated)} | ${allow} | ${ms(x.lcp)} | ${isFloor ? '–' : vs(ratio(x.lcp, floor?.lcp))} |`,
    );
  }
  line();
}

const shortMs = (n) => (n == null ? '–' : `${Math.round(n)}`);
const cellText = (s) => (s == null ? '–' : String(s).replace(/\|/g, '/'));

/**
 * The applied preset (bench/lib/applied.mjs): Chromium's own timeline under the mobile profile,
 * each page against the floor runs alternated with it, per visit. Budgets: LCP ≤ 1.2 × the
 * floor's, hydrated ≤ 1.1 × (issue 48). Then web.dev's LCP breakdown and the bytes per page.
 */
export function appliedSection(applied, line) {
  line('## Applied profile (Chromium through CDP: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4, no cache, 390 × 800)');
  line();
  if (!applied) {
    line('Not run (BENCH_PRESETS without `applied`).');
    line();
    return;
  }
  line(
    `Medians of ${applied.runs} runs per page and visit; each run of a page right after a run of its floor (the Next floor page of the same locale; ` +
      'the Vite floor for the registration app), so the ratios compare the same moments of the machine. Times in ms from navigation start. ' +
      '*first*: no cookies, the consent dialog shows; *returning*: consent given; *field-data* (when asked for): consent given and field data allowed, so web-vitals loads once the page is interactive. Budgets: LCP ≤ 1.2 × the floor’s, hydrated ≤ 1.1 × the floor’s. ' +
      '*Font swap*: runs whose text ended in the web font that arrived after the first paint.',
  );
  line();
  line('| page | locale | visit | HTML sent | HTML received | FCP | LCP | floor LCP | LCP × floor | hydrated | floor hydrated | hydrated × floor | fonts finished | font swap | LCP element |');
  line('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const x of applied.rows) {
    const p = x.page;
    const f = x.floor;
    const name = `${rowName(x)}${p.errors.length ? ` (${p.errors.length} failed)` : ''}`;
    line(
      `| ${name} | ${x.locale} | ${x.visit} | ${kb(p.htmlEncodedBytes)} (${p.contentEncoding}) | ${shortMs(p.htmlReceived)} | ${shortMs(p.fcp)} | ${shortMs(p.lcp)} | ` +
        `${shortMs(f.lcp)} | ${vs(x.lcpVsFloor, 1.2)} | ${shortMs(p.hydrated)} | ${shortMs(f.hydrated)} | ${vs(x.hydratedVsFloor, 1.1)} | ` +
        `${shortMs(p.fontsFinished)} | ${p.runs ? `${p.swaps}/${p.runs}` : '–'} | ${cellText(p.lcpChain)} |`,
    );
  }
  line();
  line('LCP breakdown (web.dev: time to first byte, resource load delay, resource load time, element render delay; medians, ms) and the LCP image’s request priority:');
  line();
  line('| page | locale | visit | TTFB | load delay | load time | render delay | LCP = FCP | image priority |');
  line('|---|---|---|---|---|---|---|---|---|');
  for (const x of applied.rows) {
    const b = x.page.breakdown;
    const same = x.page.lcp == null || x.page.fcp == null ? '–' : x.page.lcp - x.page.fcp < 1 ? 'yes' : `no (+${Math.round(x.page.lcp - x.page.fcp)})`;
    line(`| ${rowName(x)} | ${x.locale} | ${x.visit} | ${shortMs(b?.ttfb)} | ${shortMs(b?.loadDelay)} | ${shortMs(b?.loadTime)} | ${shortMs(b?.renderDelay)} | ${same} | ${x.page.lcpPriority ?? '–'} |`);
  }
  line();
  line(
    'Bytes per page (exported files, brotli 11 as the server sends them; the floor beside each). *RSC payload*: inline in the HTML ' +
      '(its brotli size alone; in the HTML it shares a window with the markup it repeats), or *own file* when the page loads it after the first frame:',
  );
  line();
  line('| page | locale | HTML | RSC payload | JS | floor HTML | floor payload | floor JS | JS − floor |');
  line('|---|---|---|---|---|---|---|---|---|');
  for (const b of applied.bytes) {
    line(
      `| ${rowName(b)} | ${b.locale} | ${kb(b.html.brotli)} | ${kb(b.payload.brotli)}${b.payload.external ? ' (own file)' : ''} | ${kb(b.js.brotli)} | ${kb(b.floor.html.brotli)} | ${kb(b.floor.payload.brotli)} | ` +
        `${kb(b.floor.js.brotli)} | ${kb(b.js.brotli - b.floor.js.brotli)} |`,
    );
  }
  line();
}

/**
 * Lighthouse's mobile and desktop runs (simulated throttling), each page against the floor of the
 * same preset: the category budgets, CLS 0, and first-visit LCP <= 1.2 x the floor's (issue 17;
 * a Lighthouse run has no cookies, so it is a first visit).
 */
export function lighthouseSection(rows, line) {
  line('## Lighthouse 12 (system Chromium)');
  line();
  if (rows.length === 0) line('Not run.');
  else {
    line(
      'Budgets: accessibility, best practices and SEO 100; CLS 0; performance within 3 points of the floor page (same preset, same run); ' +
        'first-visit LCP ≤ 1.2 × the floor’s (same preset, same run; every Lighthouse run is a first visit: no cookies).',
    );
    line();
    line('| page | locale | preset | perf | a11y | best pr. | SEO | LCP | LCP vs floor | CLS | TBT | FCP | JS | CSS | HTML | fonts | images |');
    line('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    const floors = Object.fromEntries(rows.filter((x) => x.type === 'floor' && !x.error).map((x) => [x.preset, x]));
    for (const x of rows) {
      const name = rowName(x);
      if (x.error) {
        line(`| ${name} | ${x.locale} | ${x.preset} | ${errorCell(x)} ||||||||||||||`);
        continue;
      }
      const floor = floors[x.preset];
      const perfPass = x.type === 'floor' || floor == null ? null : x.performance >= floor.performance - 3;
      const lcpVsFloor = x.type === 'floor' ? '–' : vs(ratio(x.lcp, floor?.lcp), 1.2);
      line(
        `| ${name} | ${x.locale} | ${x.preset} | ${cell(x.performance, perfPass)} | ${cell(x.accessibility, x.accessibility === 100)} | ${cell(
          x.bestPractices,
          x.bestPractices === 100,
        )} | ${cell(x.seo, seoPass(x))} | ${ms(x.lcp)} | ${lcpVsFloor} | ${cell(x.cls?.toFixed(3), x.cls != null && x.cls < 0.0005)} | ${ms(x.tbt)} | ${ms(
          x.fcp,
        )} | ${kb(x.bytes.js)} | ${kb(x.bytes.css)} | ${kb(x.bytes.html)} | ${kb(x.bytes.fonts)} | ${kb(x.bytes.images)} |`,
      );
    }
    const failing = rows.filter((x) => x.failingAudits?.length);
    if (failing.length) {
      line();
      line('Audits below 1 in the non-performance categories:');
      for (const x of failing) line(`- ${x.type} ${x.locale} ${x.preset}: ${x.failingAudits.join(', ')}`);
    }
  }
  line();
}

export function writeReport(r) {
  const out = [];
  const line = (s = '') => out.push(s);
  line('# Benchmark results');
  line();
  line(`${r.date} · Node ${r.machine.node} · ${r.machine.cpus} cores · Lighthouse median of ${r.machine.runs} run(s) · bench took ${r.seconds} s`);
  line();
  line('A benchmark, not a test: absolute times on this shared machine are noisy, the byte counts are exact. ✅/❌ = budget pass/fail.');
  line();
  if (r.notes.length) {
    for (const n of r.notes) line(`- ${n}`);
    line();
  }

  const all = Object.values(r.lighthouse);
  lighthouseSection(all.filter((x) => x.preset !== 'hydration'), line);

  hydrationSection(all.filter((x) => x.preset === 'hydration'), line);

  appliedSection(r.applied, line);

  // JS
  line('## JavaScript per route (exported files, transfer sizes)');
  line();
  const floor = r.js.floor;
  line(
    floor
      ? `Floor (minimal Next 16 + next-intl page, same run): **${kb(floor.total.gzip)} gzip / ${kb(floor.total.brotli)} brotli** in ${floor.scripts} scripts.`
      : 'Floor: not built.',
  );
  line();
  line('Budget above the floor (gzip): content pages 20 KB, tool pages 45 KB. Framework/own split: framework = chunks with React/Next/next-intl code.');
  line();
  line('| route | type | gzip | brotli | framework gz | own gz | **above floor gz** | above floor br | budget | |');
  line('|---|---|---|---|---|---|---|---|---|---|');
  for (const [path, x] of Object.entries(r.js)) {
    if (path === 'floor' || path === 'consent' || path === 'registration' || path === 'search') continue;
    line(
      `| ${path} | ${x.type} | ${kb(x.gzip)} | ${kb(x.brotli)} | ${kb(x.framework.gzip)} | ${kb(x.own.gzip)} | **${kb(x.aboveFloor?.gzip)}** | ${kb(
        x.aboveFloor?.brotli,
      )} | ${kb(x.budget)} | ${mark(x.pass)} |`,
    );
  }
  line();
  if (r.js.search) {
    line('Site search, loaded on open (not in any route above: no page loads it before the visitor opens search):');
    for (const [locale, x] of Object.entries(r.js.search)) {
      line(`- ${locale}: JS and CSS ${kb(x.js.gzip)} gzip / ${kb(x.js.brotli)} brotli (the dialog's chunk and stylesheet, pagefind.js and its worker); WebAssembly and index metadata ${kb(x.data.raw)} (compressed by Pagefind); each query then fetches a few index and fragment files`);
    }
    line();
  }
  const c = r.js.consent;
  if (!c) line('Consent layer: not measured (the consent floor is not built).');
  else {
    line(
      `Consent layer, dialog and styles included (consent floor minus floor, every JS/CSS file, eager and lazy): **${kb(c.gzip)} gzip** / ${kb(
        c.brotli,
      )} brotli, budget 10 KB: ${mark(c.pass)}. Loaded with the page: ${kb(c.eager.gzip)} gzip / ${kb(c.eager.brotli)} brotli; lazy (the dialog and what only a choice needs): ${kb(
        c.lazy.gzip,
      )} gzip / ${kb(c.lazy.brotli)} brotli.`,
    );
    line();
    line(
      `Bugsnag (@bugsnag/js with the React plugin and our few lines that start it; a third-party vendor loaded only after BUGSNAG consent, like GTM, not counted above): ${kb(
        c.bugsnag.gzip,
      )} gzip / ${kb(c.bugsnag.brotli)} brotli.`,
    );
    line();
    line(
      'Files of the consent floor the floor does not have (chunk names are content hashes: a framework chunk gets a new name when a module moves into or out of it, so the figure above is the difference of the totals, not the sum of this list):',
    );
    for (const f of c.files) line(`- ${f.path} (${f.load}): ${kb(f.gzip)} gzip`);
  }
  line();
  const reg = r.js.registration;
  if (!reg) line('Registration app: not available (not on main).');
  else if (!reg.perLocale) {
    line(`Registration app, all its JS (without the consented vendor library): **${kb(reg.gzip)} gzip**, budget 86 KB: ${mark(reg.pass)}`);
  } else {
    line(
      `Registration app, what one page can load (every JS file, initial and lazy, without the catalogue chunks and the consented vendor library), larger locale: **${kb(reg.gzip)} gzip** (${reg.gzip} B; ${kb(reg.brotli)} brotli), budget 86 KB: ${mark(reg.pass)}`,
    );
    for (const [locale, b] of Object.entries(reg.perLocale)) {
      line(
        `- ${locale}: ${kb(b.gzip)} gzip (${kb(b.brotli)} brotli); loaded with the HTML: ${kb(reg.initialGzip?.[locale.replace('-', '')] ?? 0)}` +
          (b.texts ? `; its HTML ${kb(b.html.gzip)} gzip, of which its texts (JSON data block, downloaded as HTML, not JS) ${kb(b.texts.gzip)} (${b.texts.gzip} B)` : ''),
      );
    }
    line(`- every app file, both catalogue chunks included: ${kb(reg.allFiles.gzip)} gzip (not the budget: a page loads the other locale's catalogue chunk only when the visitor switches language)`);
    for (const f of reg.files ?? []) line(`  - ${f.path}: ${kb(f.gzip)} gzip${f.kind === 'consented-vendor' ? ' (consented vendor library, not in the budget)' : ''}`);
    if (reg.consentedVendor) {
      line(`- Bugsnag (loaded only after BUGSNAG consent, like GTM): ${kb(reg.consentedVendor.gzip)} gzip, reported, not counted`);
    }
  }
  line();

  // Builds
  line('## Builds and build scaling');
  line();
  for (const [name, b] of Object.entries(r.builds)) line(`- ${name}: ${b.seconds.toFixed(0)} s, ${b.pages} HTML pages, ${b.files} files, ${kb(b.bytes)}`);
  line();
  if (!r.scaling) line('Build scaling (content factor 1, 5, 20): **not available** (`pnpm content:generate` is not on main yet).');
  else {
    line('Budget: build time grows no faster than the content (time per page at factor N ≤ 1.15 × at factor 1).');
    line();
    line('| factor | build | pages | output | time per page | |');
    line('|---|---|---|---|---|---|');
    const base = r.scaling.find((s) => s.factor === 1 && !s.error);
    for (const s of r.scaling) {
      if (s.error) {
        line(`| ${s.factor} | error: ${s.error.replace(/\n/g, ' ').replace(/\|/g, '/').slice(0, 200)} | | | | |`);
        continue;
      }
      const pass = base ? s.secondsPerPage <= base.secondsPerPage * 1.15 : null;
      line(`| ${s.factor} | ${s.seconds.toFixed(0)} s | ${s.pages} | ${kb(s.bytes)} | ${(s.secondsPerPage * 1000).toFixed(0)} ms | ${mark(pass)} |`);
    }
  }
  line();

  // Crawl
  line('## Crawl of the export');
  line();
  const { links, seo, html } = r.crawl;
  line(`- Broken internal links: **${links.broken.length}** of ${links.checked} checked (budget 0): ${mark(links.broken.length === 0)}`);
  for (const b of links.broken.slice(0, 20)) line(`  - ${b.page} → ${b.link}`);
  line(
    `- SEO tags (lang, title, description, canonical, hreflang) on ${seo.indexable} indexable pages; ${seo.noindex} noindex pages; ${seo.sitemapUrls} sitemap URLs; problems: **${seo.problems.length}**: ${mark(
      seo.problems.length === 0,
    )}`,
  );
  for (const p of seo.problems.slice(0, 20)) line(`  - ${p.page}: ${p.problem}`);
  if (html.available) {
    line(`- HTML validity (Nu HTML Checker, ${html.files} files): **${html.errors.length} errors**, ${html.warnings} warnings: ${mark(html.errors.length === 0)}`);
    for (const e of html.errors.slice(0, 20)) line(`  - ${e.page}:${e.line} ${e.message}`);
    if (html.cssNewerThanChecker) line(`  - plus ${html.cssNewerThanChecker} complaints about container queries (\`container-type\`, \`@container\`), which the checker's CSS validator does not know yet`);
    if (html.styleInBody) line(`  - plus ${html.styleInBody} \`<style>\` elements in <body> from styled-components in Server Components (known trade-off, see docs/decisions.md)`);
  } else line(`- HTML validity: not available (${html.reason})`);
  if (r.crawl.registrationHtml?.available) {
    const rh = r.crawl.registrationHtml;
    line(`- Registration HTML validity: **${rh.errors.length} errors**: ${mark(rh.errors.length === 0)}`);
  }
  line();

  // Headers
  line('## Security headers (Mozilla HTTP Observatory scoring, local)');
  line();
  for (const [app, g] of Object.entries(r.headers)) {
    line(`**${app}: ${g.grade} (${g.score})**`);
    line();
    line('| test | result | modifier |');
    line('|---|---|---|');
    for (const [name, t] of Object.entries(g.tests)) line(`| ${name} | ${t.result} | ${t.modifier > 0 ? '+' : ''}${t.modifier} |`);
    line();
  }
  return `${out.join('\n')}\n`;
}
