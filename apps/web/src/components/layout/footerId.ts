/** The site footer's id: the end of what a page's first frame waits for (SiteDocument's `<link rel="expect">`). */
export const FOOTER_ID = 'site-footer';
