/**
 * The inline script that requests a page's scripts once its first paint is on screen. Both apps
 * put the consent summary, a first visit's largest text (its LCP element), into the HTML, so
 * the first paint needs no script; scripts that arrive while the browser is still laying out
 * the HTML would run before that paint and push it back (and Lighthouse counts every file that
 * arrived before the largest paint towards the LCP).
 *
 * The loader adds them (in order; added scripts are async) when the browser reports the
 * first-contentful-paint entry, which it does once that frame has been presented. Where Paint
 * Timing is missing it falls back to a task queued from the first frame's requestAnimationFrame
 * callback (which runs just before that frame is painted). A page that is hidden (a background
 * tab gets no frames until it is shown, and no paint is reported for it) adds them at once, and
 * 3 s after the load event they come in any case (a page whose paint was never reported).
 *
 * `data-scripts` on <html> says where they are: `pending` until every one has loaded (or
 * failed), then `loaded`; the Playwright fixture's `goto` waits for that, as it waited for the
 * load event when the chunks were tags in the HTML. The site (apps/web/scripts/script-loading.mjs)
 * loads Next's chunks this way (async scripts); the registration app
 * (apps/registration/build/localePages.ts) its entry (a module script), waiting for a paint only
 * when the consent summary is shown (`paintFirst: 'summary'`). The bench reads the
 * list, the loader's argument, to count each page's scripts (bench/lib/bytes.mjs).
 */
export function afterFirstFrameLoader(
  scripts: readonly string[],
  { module = false, paintFirst = 'always' }: { module?: boolean; paintFirst?: 'always' | 'summary' } = {},
): string {
  const script = module ? '{type:"module",crossOrigin:"anonymous",src:u}' : '{src:u}';
  // 'summary': the page has nothing to paint but the consent summary (the registration app is
  // drawn by its script), so when the head script asked for no decision there is no paint to
  // wait for, and waiting would only hold the page back.
  const nothingToPaint = paintFirst === 'summary' ? 'if(!h.hasAttribute("data-consent"))return l();' : '';
  return (
    '<script>(function(S){var d=document,h=d.documentElement,n=S.length,w;' +
    'function s(){if(!--n)h.setAttribute("data-scripts","loaded")}' +
    'function l(){if(w)return;w=1;S.forEach(function(u){var e=d.createElement("script"),p=' +
    script +
    ',k;for(k in p)e[k]=p[k];e.onload=e.onerror=s;d.head.appendChild(e)})}' +
    'h.setAttribute("data-scripts","pending");' +
    'if(d.visibilityState==="hidden")return l();' +
    nothingToPaint +
    'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")l()});' +
    'addEventListener("load",function(){setTimeout(l,3e3)});' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0)' +
    'return new PerformanceObserver(function(r){if(r.getEntriesByName("first-contentful-paint").length)l()})' +
    '.observe({type:"paint",buffered:true})}catch(e){}' +
    'requestAnimationFrame(function(){setTimeout(l,0)})' +
    `})(${JSON.stringify(scripts)})</script>`
  );
}
