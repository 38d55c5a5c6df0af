// The font preload of a first visit, moved out of the first frame's way.
//
// next/font puts `<link rel="preload" as="font">` for Inter into every page. With
// `font-display: optional` Chrome holds the first paint for a preloaded font, and the file
// (about 50 KB) is then always downloaded before the first frame: on a first visit the consent
// summary, the page's largest text, waited for it (and Lighthouse counts it in LCP). So each
// page's preload becomes a line after the consent head script (`fontPreloadScript` of
// @site/consent/firstFrame, which the registration app uses too): once the page's scripts are
// in and the paint has been reported, on every visit (a returning visitor's stylesheet asks
// for the font itself, and from the cache it is there for the first frame).

import { fontPreloadScript } from '@site/consent/firstFrame';

const fontPreload = /<link rel="preload" href="([^"]+\.woff2)" as="font" crossorigin="" type="font\/woff2"\/>/g;
/** The consent head script (@site/consent staticDialog.ts): the one inline script that sets data-consent. */
const consentHeadScript = /<script>\(function\(d\)\{var c="; "\+document\.cookie[\s\S]*?<\/script>/;

/**
 * The page with its font preloads replaced by `fontPreloadScript`; unchanged when it has
 * none. A page without the consent layer (`/`, which only sends the visitor to a locale) just
 * loses the preload.
 */
export function deferFontPreload(html) {
  const hrefs = [...html.matchAll(fontPreload)].map((m) => m[1]);
  if (hrefs.length === 0) return html;
  const without = html.replace(fontPreload, '');
  const head = without.match(consentHeadScript);
  if (!head) return without;
  const at = without.indexOf(head[0]) + head[0].length;
  return without.slice(0, at) + hrefs.map(fontPreloadScript).join('') + without.slice(at);
}
