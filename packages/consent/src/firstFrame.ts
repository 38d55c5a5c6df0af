/**
 * The inline script that requests a page's scripts once its first frame is on screen. Both apps
 * put the consent summary, a first visit's largest text (its LCP element), into the HTML, so
 * the first paint needs no script; scripts that arrive while the browser is still laying out
 * the HTML would run before that paint and push it back (and Lighthouse counts every file that
 * arrived before the largest paint towards the LCP). The loader adds them, in order (added
 * scripts are async), in a task
 * queued from the first frame's requestAnimationFrame callback, which runs just before that frame
 * is painted; a page opened in a background tab gets no frames until it is shown, so there it
 * adds them at once. `data-scripts` on <html> says where they are: `pending` until every one
 * has loaded (or failed), then `loaded`; the Playwright fixture's `goto` waits for that, as it
 * waited for the load event when the chunks were tags in the HTML. The site (apps/web/scripts/script-loading.mjs) loads Next's chunks this way
 * (async scripts); the registration app (apps/registration/build/localePages.ts) its entry (a
 * module script) and the modulepreload of its locale's catalogue.
 */
export function afterFirstFrameLoader(
  scripts: readonly string[],
  { module = false, modulePreloads = [] }: { module?: boolean; modulePreloads?: readonly string[] } = {},
): string {
  const script = module ? '{type:"module",crossOrigin:"anonymous",src:u}' : '{src:u}';
  return (
    '<script>(function(S,P){var d=document.documentElement,n=S.length;' +
    'function a(t,p){var e=document.createElement(t);for(var k in p)e[k]=p[k];document.head.appendChild(e);return e}' +
    'function s(){if(!--n)d.setAttribute("data-scripts","loaded")}' +
    'function l(){' +
    'P.forEach(function(u){a("link",{rel:"modulepreload",crossOrigin:"anonymous",href:u})});' +
    `S.forEach(function(u){var e=a("script",${script});e.onload=e.onerror=s})}` +
    'd.setAttribute("data-scripts","pending");' +
    'document.visibilityState==="hidden"?l():requestAnimationFrame(function(){setTimeout(l,0)})' +
    `})(${JSON.stringify(scripts)},${JSON.stringify(modulePreloads)})</script>`
  );
}
