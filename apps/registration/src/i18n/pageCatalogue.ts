import type { Locale } from '@site/i18n';
import type { LocaleCatalogue } from './catalogues';

/**
 * The id of the JSON data block that carries the page's own catalogue in its HTML
 * (vite/localePages.ts writes it): `<script type="application/json" id="…" data-locale="…">`.
 * A data block is never executed, so the CSP needs no hash for it.
 */
export const pageCatalogueId = 'registration-catalogue';

/**
 * The catalogue in the page's HTML when it is the one of `locale`, read synchronously (no
 * request); undefined on a page without it or in the other locale (after the language switcher
 * navigated), whose texts are then loaded as a chunk (./catalogues.ts).
 */
export function readPageCatalogue(locale: Locale): LocaleCatalogue | undefined {
  const block = document.getElementById(pageCatalogueId);
  if (!block || block.dataset.locale !== locale) return undefined;
  return JSON.parse(block.textContent ?? '') as LocaleCatalogue;
}
