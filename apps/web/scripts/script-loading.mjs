// The page's script chunks, requested once the first frame is on screen.
//
// Next writes its chunks into every page as `<script src async>` in <head>, plus a low-priority
// preload for some. On a fast connection they arrive while the browser is still laying out the
// HTML, run, and push the first paint back; Lighthouse then also counts each chunk that arrived
// before the largest paint towards the LCP (its simulation of a slow phone). A first visit's LCP
// element is the consent summary, which is in the HTML and needs no script (the layer's buttons
// work once its script has run). So each page's chunk tags become one inline script that adds
// them, in the same order and still async, after the first frame (@site/consent/firstFrame).

import { afterFirstFrameLoader } from '@site/consent/firstFrame';

const chunkScript = /<script src="([^"]+)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;

/**
 * The page with its async chunk scripts (and their preloads) replaced by `afterFirstFrameLoader`
 * at the end of <body>; unchanged when it has none. Other scripts (inline ones, the legacy
 * `noModule` polyfill, which modern browsers never fetch) stay where they are.
 */
export function loadScriptsAfterFirstFrame(html) {
  const sources = [...html.matchAll(chunkScript)].map((m) => m[1]);
  if (sources.length === 0) return html;
  const preloaded = new Set(sources);
  const without = html
    .replace(chunkScript, '')
    .replace(chunkPreload, (tag, href) => (preloaded.has(href) ? '' : tag));
  const end = without.lastIndexOf('</body>');
  if (end === -1) throw new Error('script-loading: a page with chunk scripts but no </body>');
  return without.slice(0, end) + afterFirstFrameLoader(sources) + without.slice(end);
}
