// What the site search's index (search-index.mjs) reads of a page, apart from Pagefind's own
// rules: kept in a module of its own, without Pagefind, so its unit test runs under Jest.

/**
 * What the index leaves out of `<main data-pagefind-body>` (the header, menu, footer and consent
 * dialog are outside it): the no-script notes and the print line, the choices of a filter (a
 * select's options, toggle buttons' labels: controls, not the page's text) and what screen
 * readers skip too (`aria-hidden`: monograms, rating dots, the figures' count-up copies).
 */
export const excludeSelectors = ['noscript', '.print-stamp', 'select', '[aria-pressed]', '[aria-hidden="true"]'];

/**
 * Pagefind puts a space only between the block elements it knows (p, div, li, headings, td, ...),
 * and React writes no whitespace between elements, so a list of terms (dt, dd), options or the
 * spans of a card reached the index as one word ('All industriesOtherHealth care', 'Anteil am
 * Fonds1,5 %'). Elements that touch without text between them are separate boxes on the page:
 * the index gets a space there. Text that runs on into an element (`<a>Link</a>.`) stays joined.
 */
export const spaceBetweenElements = (html) => html.replaceAll('><', '> <');
