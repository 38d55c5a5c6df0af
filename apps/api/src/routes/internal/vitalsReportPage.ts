import { createRoute } from '@hono/zod-openapi';
import { defaultVitalsReportDays, vitalsMetrics, vitalsRetentionDays, vitalsThresholds } from '@site/api/contract';
import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import { securityHeaders as siteHeaders } from '@site/security';
import { endpoint } from '../endpoint';

/**
 * The field-data report: a page on the Worker's internal host that asks for the support token,
 * keeps it in the tab only (sessionStorage), reads `GET /internal/vitals` with it and draws the
 * p75 of each metric per page type against web.dev's thresholds, a chart of the days (SVG drawn
 * by its own script, no chart service) and the most frequent LCP elements and INP targets. The
 * page holds no data, so it is the one internal path that needs no token.
 */
export const reportPagePath = '/internal/vitals/report';

const style = `
:root { color-scheme: light; font: 16px/1.5 system-ui, sans-serif; color: #1d2521; background: #f7f8f5; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; } h2 { font-size: 1.25rem; margin: 0 0 .5rem; } h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
form { display: flex; flex-wrap: wrap; gap: .75rem; align-items: end; margin: 1rem 0; }
label { display: grid; gap: .25rem; font-weight: 600; }
input, select, button { font: inherit; padding: .5rem .75rem; border: 1px solid #5d6b63; border-radius: .375rem; background: #fff; color: inherit; }
button { background: #14532d; color: #fff; border-color: #14532d; cursor: pointer; }
button.secondary { background: #fff; color: #14532d; }
:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
#status { min-height: 1.5rem; }
#status[data-kind=error] { color: #9f1239; font-weight: 600; }
section { background: #fff; border: 1px solid #d5dbd7; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; }
th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e3e8e5; vertical-align: top; }
td.good { background: #dcfce7; } td.needs-improvement { background: #fef3c7; } td.poor { background: #ffe4e6; }
.value { font-weight: 700; display: block; } .note { color: #4b5a52; font-size: .875rem; }
.parts { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); }
svg { width: 100%; height: auto; display: block; }
svg text { font-size: 11px; fill: #4b5a52; }
ol { margin: 0; padding-left: 1.25rem; } code { overflow-wrap: anywhere; }
@media (max-width: 40rem) { body { padding: .5rem; } section { padding: .75rem .5rem; } th, td { padding: .3rem .25rem; font-size: .875rem; } .note { font-size: .8rem; } }
`;

const script = `
const metrics = ${JSON.stringify(vitalsMetrics)};
const thresholds = ${JSON.stringify(vitalsThresholds)};
const devices = ['mobile', 'tablet', 'desktop'];
const tokenKey = 'vitals-support-token';
const $ = (id) => document.getElementById(id);
const form = $('ask'), tokenField = $('token'), daysField = $('days'), chartField = $('chart-metric'), status = $('status'), out = $('report');
const el = (name, attrs = {}, ...children) => {
  const node = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
};
const svgEl = (name, attrs = {}, text) => {
  const node = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
};
const unit = (metric) => (metric === 'CLS' ? '' : ' ms');
const show = (metric, value) => (metric === 'CLS' ? value.toFixed(2) : String(Math.round(value))) + unit(metric);
const ratingText = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' };
const say = (text, kind) => { status.textContent = text; status.dataset.kind = kind || ''; };

function chart(metric, days) {
  // As wide as it is drawn, so its labels keep their size on a phone.
  const w = Math.min(640, Math.max(280, out.clientWidth - 48)), h = 220, left = 56, right = 12, top = 12, bottom = 28;
  const { good, poor } = thresholds[metric];
  const max = Math.max(poor * 1.25, ...days.map((d) => d.p75));
  const x = (i) => left + (days.length < 2 ? (w - left - right) / 2 : (i * (w - left - right)) / (days.length - 1));
  const y = (v) => top + (1 - v / max) * (h - top - bottom);
  const svg = svgEl('svg', { viewBox: '0 0 ' + w + ' ' + h, role: 'img' });
  const summary = days.map((d) => d.day + ': ' + show(metric, d.p75)).join(', ');
  svg.append(svgEl('title', {}, 'p75 of ' + metric + ' per day. ' + (summary || 'No days.')));
  svg.append(svgEl('rect', { x: left, y: y(max), width: w - left - right, height: y(poor) - y(max), fill: '#ffe4e6' }));
  svg.append(svgEl('rect', { x: left, y: y(poor), width: w - left - right, height: y(good) - y(poor), fill: '#fef3c7' }));
  svg.append(svgEl('rect', { x: left, y: y(good), width: w - left - right, height: y(0) - y(good), fill: '#dcfce7' }));
  for (const [label, v] of [['good', good], ['poor', poor]]) {
    svg.append(svgEl('line', { x1: left, x2: w - right, y1: y(v), y2: y(v), stroke: '#5d6b63', 'stroke-dasharray': '4 3' }));
    svg.append(svgEl('text', { x: left - 4, y: y(v) + 4, 'text-anchor': 'end' }, show(metric, v)));
  }
  svg.append(svgEl('text', { x: left - 4, y: y(0) + 4, 'text-anchor': 'end' }, '0'));
  if (days.length > 0) {
    svg.append(svgEl('text', { x: left, y: h - 8 }, days[0].day));
    svg.append(svgEl('text', { x: w - right, y: h - 8, 'text-anchor': 'end' }, days[days.length - 1].day));
    svg.append(svgEl('polyline', { points: days.map((d, i) => x(i) + ',' + y(d.p75)).join(' '), fill: 'none', stroke: '#14532d', 'stroke-width': 2.5 }));
    days.forEach((d, i) => svg.append(svgEl('circle', { cx: x(i), cy: y(d.p75), r: 3.5, fill: '#14532d' })));
  }
  return svg;
}

function targetList(title, rows) {
  const part = el('div', {}, el('h3', {}, title));
  if (rows.length === 0) { part.append(el('p', { class: 'note' }, 'None reported.')); return part; }
  const list = el('ol');
  for (const r of rows) list.append(el('li', {}, el('code', {}, r.target), ' (' + r.kind + ', ' + r.count + ')'));
  part.append(list);
  return part;
}

function render(data) {
  out.replaceChildren();
  const pageTypes = [...new Set(data.p75.map((r) => r.pageType))];
  if (pageTypes.length === 0) { say('No field data from ' + data.from + ' to ' + data.to + '.'); return; }
  say('Field data from ' + data.from + ' to ' + data.to + ' (UTC), 75th percentile.');
  const chartMetric = chartField.value;
  for (const pageType of pageTypes) {
    const id = 'page-' + pageType;
    const section = el('section', { 'aria-labelledby': id }, el('h2', { id }, pageType));
    const head = el('tr', {}, el('th', { scope: 'col' }, 'Metric'), ...devices.map((d) => el('th', { scope: 'col' }, d)), el('th', { scope: 'col' }, 'Good / poor'));
    const body = el('tbody');
    for (const metric of metrics) {
      const row = el('tr', {}, el('th', { scope: 'row' }, metric));
      for (const device of devices) {
        const r = data.p75.find((x) => x.pageType === pageType && x.metric === metric && x.deviceClass === device);
        row.append(r
          ? el('td', { class: r.rating }, el('span', { class: 'value' }, show(metric, r.p75)), el('span', { class: 'note' }, ratingText[r.rating] + ', ' + r.count + (r.count === 1 ? ' view' : ' views')))
          : el('td', {}, el('span', { class: 'note' }, 'no data')));
      }
      row.append(el('td', { class: 'note' }, '≤ ' + show(metric, thresholds[metric].good) + ' / > ' + show(metric, thresholds[metric].poor)));
      body.append(row);
    }
    section.append(el('div', { class: 'scroll', role: 'region', tabindex: '0', 'aria-label': pageType + ': p75 per device class' }, el('table', {}, el('caption', { class: 'note' }, 'p75 per device class, with the page views counted'), el('thead', {}, head), body)));
    const days = data.daily.filter((d) => d.pageType === pageType && d.metric === chartMetric);
    const parts = el('div', { class: 'parts' });
    parts.append(el('div', {}, el('h3', {}, chartMetric + ' per day'), chart(chartMetric, days)));
    const targets = (metric) => data.targets.filter((t) => t.pageType === pageType && t.metric === metric);
    parts.append(el('div', {}, targetList('Most frequent LCP elements', targets('LCP')), targetList('INP targets', targets('INP'))));
    section.append(parts);
    out.append(section);
  }
}

let last;
async function load() {
  const token = sessionStorage.getItem(tokenKey);
  if (!token) { form.hidden = false; tokenField.focus(); return; }
  say('Loading…');
  try {
    const answer = await fetch('/internal/vitals?days=' + encodeURIComponent(daysField.value), { headers: { Authorization: 'Bearer ' + token } });
    if (answer.status === 401) { sessionStorage.removeItem(tokenKey); out.replaceChildren(); say('The token was not accepted. Enter it again.', 'error'); tokenField.focus(); return; }
    if (!answer.ok) throw new Error(String(answer.status));
    last = await answer.json();
    render(last);
  } catch {
    say(navigator.onLine ? 'The report could not be loaded. Try again.' : 'You are offline. Try again when you are back online.', 'error');
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (tokenField.value) sessionStorage.setItem(tokenKey, tokenField.value);
  tokenField.value = '';
  void load();
});
chartField.addEventListener('change', () => last && render(last));
$('forget').addEventListener('click', () => { sessionStorage.removeItem(tokenKey); out.replaceChildren(); say('The token is forgotten.'); tokenField.focus(); });
void load();
`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Field data</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Field data</h1>
<p class="note">Core Web Vitals of visitors who allowed performance measurement, per page type.</p>
<form id="ask">
<label>Support token <input id="token" type="password" autocomplete="off"></label>
<label>Period <select id="days">${[7, defaultVitalsReportDays, vitalsRetentionDays].map((d) => `<option value="${d}"${d === defaultVitalsReportDays ? ' selected' : ''}>${d} days</option>`).join('')}</select></label>
<label>Chart <select id="chart-metric">${vitalsMetrics.map((m) => `<option>${m}</option>`).join('')}</select></label>
<button type="submit">Show</button>
<button type="button" class="secondary" id="forget">Forget token</button>
</form>
<p id="status" role="status" aria-live="polite"></p>
<div id="report"></div>
</main>
<script>${script}</script>
</body>
</html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page's own headers: the API's, with a policy that lets only its own script and style run. */
export const reportPageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: [sha256(script)],
    styleSrc: [sha256(style)],
    connectSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: siteHeaders['Strict-Transport-Security'],
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'DENY',
});

export const reportPageRoute = createRoute({
  method: 'get',
  path: reportPagePath,
  hide: true,
  responses: { 200: { description: 'The report page (HTML).', content: { 'text/html': { schema: { type: 'string' } } } } },
});

export const reportPage = endpoint(reportPageRoute, (c) => c.html(page, 200));
