import type { ConsentDialogMessages } from '@site/consent';
import type { Locale } from '@site/i18n';
import type { Catalogue } from './intl';
import { readPageCatalogue } from './pageCatalogue';

/** What a page in one locale needs to render: the app's texts, compiled, and the consent dialog's. */
export interface LocaleCatalogue {
  messages: Catalogue;
  consent: ConsentDialogMessages;
}

/**
 * The page's own locale comes with its HTML (./pageCatalogue.ts: a JSON data block, read
 * synchronously at start). The other locale is a chunk, written at build time from
 * registrationMessages(locale, config) by vite/catalogueChunks.ts and loaded only when the
 * visitor switches language: a visitor downloads the texts of the language they read, not both.
 * Unit tests map this module to testing/uncompiledCatalogues.ts.
 */
const importers: Record<Locale, () => Promise<{ default: LocaleCatalogue }>> = {
  'de-DE': () => import('virtual:registration-catalogue/de-DE'),
  'en-EU': () => import('virtual:registration-catalogue/en-EU'),
};

const loaded = new Map<Locale, LocaleCatalogue>();

/** A locale's catalogue if it is here: loaded before, or in the page's HTML. */
function known(locale: Locale): LocaleCatalogue | undefined {
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = readPageCatalogue(locale);
    if (catalogue) loaded.set(locale, catalogue);
  }
  return catalogue;
}

const pending = new Map<Locale, Promise<LocaleCatalogue>>();

/**
 * Starts (or joins) loading a locale's catalogue. A failed load is forgotten, so the next call
 * tries again (the language switcher stays on the current language until the other one is here).
 */
export function loadCatalogue(locale: Locale): Promise<LocaleCatalogue> {
  const done = known(locale);
  if (done) return Promise.resolve(done);
  let promise = pending.get(locale);
  if (!promise) {
    promise = importers[locale]().then(
      ({ default: catalogue }) => {
        loaded.set(locale, catalogue);
        pending.delete(locale);
        return catalogue;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

const rendering = new Map<Locale, Promise<LocaleCatalogue>>();

/**
 * The catalogue when it is here (the page's own locale always is), otherwise a promise for
 * React's `use` that keeps trying: Back/Forward across languages renders the other locale, and
 * the page cannot render without its texts. It tries again when the browser is back online or,
 * if it never noticed being offline, after two seconds.
 */
export function catalogueFor(locale: Locale): LocaleCatalogue | Promise<LocaleCatalogue> {
  const done = known(locale);
  if (done) return done;
  let promise = rendering.get(locale);
  if (!promise) {
    const attempt = (): Promise<LocaleCatalogue> =>
      loadCatalogue(locale).catch(
        () =>
          new Promise<void>((resolve) => {
            if (navigator.onLine === false) window.addEventListener('online', () => resolve(), { once: true });
            else setTimeout(resolve, 2000);
          }).then(attempt),
      );
    promise = attempt();
    rendering.set(locale, promise);
  }
  return promise;
}
