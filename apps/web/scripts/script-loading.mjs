// The page's script chunks, requested once the first frame is drawn.
//
// Next writes its chunks into every page as `<script src async>` in <head>, plus a low-priority
// preload for some. On a fast connection they arrive while the browser is still laying out the
// HTML, run, and push the first paint back; Lighthouse then also counts each chunk that arrived
// before the largest paint towards the LCP (its simulation of a slow phone). A first visit's LCP
// element is the consent summary, which is in the HTML and needs no script (the layer's buttons
// work once its script has run). So each page's chunk tags become one inline script that adds
// them, in the same order and still async, in the task after the frame that draws the summary
// (@site/consent/firstFrame, `after: 'frame'`).

import { parse } from 'parse5';
import { afterFirstFrameLoader } from '@site/consent/firstFrame';
import { SUMMARY_ID } from '@site/consent/pageMarkers';

const chunkScript = /<script src="([^"]+)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;

/**
 * Where the loader goes: right after the consent summary, so that the first frame after it has
 * the summary to draw and its chunks do not wait for the rest of the page to be parsed (the
 * reported paint did: docs/decisions.md); at the end of <body> in a page without one. Either
 * way a child of <body>, which React's hydration steps over (it skips elements it did not render
 * only in the root and in <html>, <head> and <body>). An HTML parser (parse5) finds the
 * summary's end tag, nested markup and all.
 */
function loaderOffset(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const body = document.childNodes.find((n) => n.nodeName === 'html')?.childNodes.find((n) => n.nodeName === 'body');
  const summary = body?.childNodes.find((n) => n.attrs?.some((a) => a.name === 'id' && a.value === SUMMARY_ID));
  const summaryEnd = summary?.sourceCodeLocation?.endTag?.endOffset;
  if (summaryEnd != null) return summaryEnd;
  const end = html.lastIndexOf('</body>');
  if (end === -1) throw new Error('script-loading: a page with chunk scripts but no </body>');
  return end;
}

/**
 * The page with its async chunk scripts (and their preloads) replaced by `afterFirstFrameLoader`
 * right after the consent summary (`loaderOffset`); unchanged when it has none. Other scripts
 * (inline ones, the legacy `noModule` polyfill, which modern browsers never fetch) stay where
 * they are. `first`: the page's RSC payload as a script (payload.mjs), which the chunks wait for.
 */
export function loadScriptsAfterFirstFrame(html, { first } = {}) {
  const sources = [...html.matchAll(chunkScript)].map((m) => m[1]);
  if (sources.length === 0) {
    if (first) throw new Error('script-loading: a page with an RSC payload but no chunk scripts');
    return html;
  }
  const preloaded = new Set(sources);
  const without = html
    .replace(chunkScript, '')
    .replace(chunkPreload, (tag, href) => (preloaded.has(href) ? '' : tag));
  const at = loaderOffset(without);
  return without.slice(0, at) + afterFirstFrameLoader(sources, { after: 'frame', first }) + without.slice(at);
}
