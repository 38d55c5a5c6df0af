// The font preload of a first visit, moved out of the first frame's way.
//
// next/font puts `<link rel="preload" as="font">` for Inter into every page. With
// `font-display: optional` Chrome holds the first paint for a preloaded font, and the file
// (about 50 KB) is then always downloaded before the first frame: on a first visit the consent
// summary, the page's largest text, waited for it (Lighthouse counts it in LCP). So each page's
// preload becomes a line after the consent head script: when that script asked for a decision
// (`data-consent` on <html>; globals.css then draws the page in the size-adjusted fallback, so
// no text asks for Inter either) the font is preloaded after the load event (or earlier, when
// React reads next/font's preload hint from the page's data once the scripts run), into the cache
// for the page the choice reloads; otherwise (a returning visitor) at once, as before.
// The registration app does the same in its index.html (apps/registration/build/localePages.ts).

const fontPreload = /<link rel="preload" href="([^"]+\.woff2)" as="font" crossorigin="" type="font\/woff2"\/>/g;
/** The consent head script (@site/consent staticDialog.ts): the one inline script that sets data-consent. */
const consentHeadScript = /<script>\(function\(d\)\{var c="; "\+document\.cookie[\s\S]*?<\/script>/;

/** The inline script that preloads `href`: at once, or after the load event when the page asks for a consent decision. */
export function returningVisitorFontPreload(href) {
  const link = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
  return (
    '<script>(function(){function p(){document.head.insertAdjacentHTML("beforeend",' +
    JSON.stringify(link) +
    ')}document.documentElement.hasAttribute("data-consent")?addEventListener("load",p):p()})()</script>'
  );
}

/**
 * The page with its font preloads replaced by `returningVisitorFontPreload`; unchanged when it has
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
  return without.slice(0, at) + hrefs.map(returningVisitorFontPreload).join('') + without.slice(at);
}
