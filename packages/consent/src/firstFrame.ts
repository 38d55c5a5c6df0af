import { earlyClickCounter } from '@site/ui/earlyClick';
import { PROMPT_ATTRIBUTE, SCRIPTS_ATTRIBUTE } from './pageMarkers';

/**
 * What a page runs only once its first paint is on screen: its scripts. Both apps put the
 * consent summary, a first visit's largest text (its LCP element), into the HTML, so the first
 * paint needs no script; a script that runs while the browser is still laying out the HTML
 * pushes that paint back, and Lighthouse counts every script that ran, and every other file
 * that arrived, before the largest paint towards the LCP.
 *
 * "Painted" is one of two signals (`after`):
 * - `'paint'`: the browser reports the first-contentful-paint entry, which it does once that
 *   frame has been presented. Where Paint Timing is missing it falls back to the next frame's
 *   task (below).
 * - `'frame'`: the task after the first frame that follows the loader's place in the HTML (a
 *   task queued from that frame's requestAnimationFrame callback, which runs just before the
 *   frame is drawn), or the paint report if that comes first. The loader must then stand right
 *   after what the first frame has to show: the site puts it after the consent summary
 *   (apps/web/scripts/script-loading.mjs). Chromium delivers the paint entry only when the
 *   parser lets it: on a long page under Lighthouse's mobile CPU it came 150-450 ms after the
 *   paint itself, at about DOMContentLoaded, and every chunk waited for it (docs/decisions.md).
 *   Requests started in that task cannot hold the frame, which is already drawn.
 * A page that is hidden (a background tab gets no frames until it is shown, and no paint is
 * reported for it) goes on at once, and 3 s after the load event it goes on in any case (a page
 * whose paint was never reported).
 */

/** An expression that calls `l()` once the browser reports the first contentful paint (at once if it already has). */
const onPaintReported =
  'new PerformanceObserver(function(r){if(r.getEntriesByName("first-contentful-paint").length)l()})' +
  '.observe({type:"paint",buffered:true})';

/** Inside a function where `d` is the document and `l()` goes on (once): calls `l` when the first paint is on screen (`after`, above). */
const whenPainted = (after: 'paint' | 'frame') =>
  'if(d.visibilityState==="hidden")return l();' +
  'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")l()});' +
  'addEventListener("load",function(){setTimeout(l,3e3)});' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0)' +
  (after === 'paint' ? 'return ' : '') +
  onPaintReported +
  '}catch(e){}' +
  'requestAnimationFrame(function(){setTimeout(l,0)})';

/** The attribute of the loader's <script> that lists the page's scripts (JSON), which the loader and the bench read. */
const LOADER_LIST_ATTRIBUTE = 'data-after-paint';
/** The attribute of the loader's <script> naming the script that must run before the others (the site's RSC payload). */
const LOADER_FIRST_ATTRIBUTE = 'data-payload';

const attributeJson = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/**
 * The inline script that adds `scripts` (in order; added scripts are async) once the first paint
 * is on screen. Its list is an attribute, so its text, and the CSP hash of it, is the same on
 * every page. `first` (the site's RSC payload, apps/web/scripts/payload.mjs) is added
 * before them, and they wait for it to run: Next's runtime reads the payload when it starts.
 *
 * A visitor who acts does not wait for the paint signal: the first `pointerdown`, `touchstart`,
 * `keydown` or `focusin` requests the scripts at once. Clicks on a button that only a script can
 * carry out are counted meanwhile (@site/ui/earlyClick) and replayed when React adopts it. A script that fails (offline, a dropped
 * connection) is requested again when the browser reports `online`.
 *
 * `data-scripts` on <html> says where they are: `pending` until every one has loaded or failed,
 * then `loaded`, or `failed` when one failed (forms show the offline message then, and it is
 * `pending` again while the failed ones are fetched again); the Playwright fixture's `goto`
 * waits for it to leave `pending`, as it waited for the load event when the chunks were tags in
 * the HTML. The site (apps/web/scripts/script-loading.mjs) loads Next's chunks this way (async
 * scripts), from right after the consent summary, once that frame is drawn (`after: 'frame'`);
 * the registration app (apps/registration/vite/localePages.ts) its entry (a module script),
 * waiting for the reported paint only when the consent summary is shown (`paintFirst:
 * 'summary'`; its page is short, so the report is not held back). The bench reads the list
 * (bench/lib/bytes.mjs) to count each page's scripts.
 */
export function afterFirstFrameLoader(
  scripts: readonly string[],
  {
    module = false,
    paintFirst = 'always',
    after = 'paint',
    first,
  }: { module?: boolean; paintFirst?: 'always' | 'summary'; after?: 'paint' | 'frame'; first?: string } = {},
): string {
  if (first && module) throw new Error("afterFirstFrameLoader: `first` is for classic scripts (the site's RSC payload)");
  const script = module ? '{type:"module",crossOrigin:"anonymous",src:u}' : '{src:u}';
  // 'summary': the page has nothing to paint but the consent summary (the registration app is
  // drawn by its script), so when the head script asked for no decision there is no paint to
  // wait for, and waiting would only hold the page back.
  const nothingToPaint = paintFirst === 'summary' ? `if(!h.hasAttribute("${PROMPT_ATTRIBUTE}"))return l();` : '';
  // A module whose fetch failed stays failed in the document's module map under its URL, so a
  // module is asked for again under a new query; a classic script is simply fetched again.
  const retryUrl = module ? '+(u.indexOf("?")<0?"?":"&")+"retry="+(+new Date)' : '';
  // Nothing is fetched before the paint, the registration app's entry included. Lighthouse's LCP
  // model (lantern) counts every request that ended before the observed largest paint, except a
  // script whose evaluation task it saw after it; a chunk evaluated in under 10 ms leaves no such
  // task, so early-fetched chunks were counted and the simulated LCP of accounts, investing and
  // 404 went from about 1.0 s to 1.9-2.2 s in the runs where they arrived first (README:
  // Decisions). The registration app's entry was preloaded at once until 2026-11-26, as the script
  // that draws its page; but when there is a paint to wait for, the largest paint is the consent
  // summary in the HTML, and that preload doubled the app's simulated LCP (about 0.75 -> 1.4 s).
  // n: scripts still on their way; F: the ones that failed, added again on `online`.
  // P: the script the others wait for (`first`). They are fetched with it (a low-priority
  // preload each, as an async script is fetched) and added once it has run, so its data is there
  // before Next's runtime reads it; a failed P holds them until it is fetched again.
  const firstAttribute = first ? ` ${LOADER_FIRST_ATTRIBUTE}='${attributeJson(first).slice(1, -1)}'` : '';
  return (
    `<script ${LOADER_LIST_ATTRIBUTE}='${attributeJson(scripts)}'${firstAttribute}>` +
    `(function(S,P){var d=document,h=d.documentElement,n=0,F=[],E={},w;` +
    `function m(v){h.setAttribute("${SCRIPTS_ATTRIBUTE}",v)}` +
    'function a(u){var e=d.createElement("script"),p=' +
    script +
    ',k;for(k in p)e[k]=p[k];n++;' +
    // A script whose preload failed (offline) gets that failure at once: it is asked for again, once.
    'e.onload=e.onerror=function(v){n--;if(v.type=="error"){e.remove();if(E[u]){E[u]=0;return a(u)}F.push(u)}else if(u===P)S.forEach(a);if(!n)m(F.length?"failed":"loaded")};' +
    'd.head.appendChild(e)}' +
    'function r(u){var e=d.createElement("link");e.rel="preload";e.setAttribute("as","script");e.setAttribute("fetchpriority","low");e.href=u;e.onerror=function(){E[u]=1};d.head.appendChild(e)}' +
    'function l(){if(w)return;w=1;if(P){S.forEach(r);a(P)}else S.forEach(a)}' +
    'addEventListener("online",function(){if(n||!F.length)return;m("pending");F.splice(0).forEach(function(u){a(u' +
    retryUrl +
    ')})});' +
    '["pointerdown","touchstart","keydown","focusin"].forEach(function(t){addEventListener(t,l,{capture:true,passive:true})});' +
    earlyClickCounter +
    `m("pending");` +
    nothingToPaint +
    whenPainted(after) +
    `})(JSON.parse(document.currentScript.getAttribute("${LOADER_LIST_ATTRIBUTE}")),document.currentScript.getAttribute("${LOADER_FIRST_ATTRIBUTE}"))</script>`
  );
}

/**
 * The inline script, right after the consent head script, that preloads the page's font file
 * (`href`, woff2) once the page's scripts have arrived (`data-scripts` leaves `pending`) and the
 * first paint has been reported (3 s after the load event at the latest): on every visit. With
 * `font-display: optional` Chrome holds the first paint until a preloaded font has arrived: under
 * the bench's applied profile with an empty cache, a returning visitor's first frame waited for
 * the whole file (FCP 1.5–1.8 s instead of 0.6–0.8 s; bench/README.md). So the preload never
 * comes before the paint. A returning visitor's stylesheet asks for the font itself when it lays
 * out the first text: from the cache it is there within `optional`'s short block period and the
 * page is drawn in it; without it (a cleared cache) that page keeps the fallback, and the preload
 * after the paint puts the file in the cache for the next one. On a first visit the page's CSS
 * draws the size-adjusted fallback (the head script set `data-consent`), so the file is only for
 * the cache of the page the visitor's choice reloads. It is asked for at low priority, after the
 * scripts the page needs to work, and never takes the link from the page's LCP picture or the
 * registration app's entry. Both apps use it (apps/web/scripts/font-preload.mjs,
 * apps/registration/vite/localePages.ts).
 */
export function fontPreloadScript(href: string): string {
  const link = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin fetchpriority="low">`;
  return (
    '<script>(function(){var d=document,h=d.documentElement,w;' +
    `function l(){if(w)return;w=1;d.head.insertAdjacentHTML("beforeend",${JSON.stringify(link)})}` +
    // p: once the paint is reported (a browser without Paint Timing waits for the load event's fallback).
    `function p(){try{${onPaintReported}}catch(e){}}` +
    `new MutationObserver(function(){var v=h.getAttribute("${SCRIPTS_ATTRIBUTE}");if(v&&v!=="pending")p()})` +
    `.observe(h,{attributes:true,attributeFilter:["${SCRIPTS_ATTRIBUTE}"]});` +
    'addEventListener("load",function(){setTimeout(l,3e3)})' +
    '})()</script>'
  );
}
