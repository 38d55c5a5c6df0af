/**
 * The id of the block that ends a page's first screen (home's hero, a content page's intro, a
 * system page's band). SiteDocument's `<link rel="expect">` holds the first frame until the parser
 * has closed it, so that frame draws the whole first screen (its largest text paints with it,
 * LCP = FCP) without waiting for the rest of the page's HTML. A page without one is drawn once the
 * whole document is parsed. One per page.
 */
export const FIRST_SCREEN_ID = 'first-screen';
