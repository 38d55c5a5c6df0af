import type { ConsentDialogMessages } from '@site/consent';
import type { Locale } from '@site/i18n';
import type { Catalogue } from './intl';

/** What a page in one locale needs to render: the app's texts, compiled, and the consent dialog's. */
export interface LocaleCatalogue {
  messages: Catalogue;
  consent: ConsentDialogMessages;
}

/**
 * One chunk per locale, written at build time from registrationMessages(locale, config) by
 * build/catalogueChunks.ts: a visitor downloads the texts of the language they read, not both. The HTML of /deDE/ and /enEU/ preloads its locale's chunk next
 * to the entry, so the first render does not wait for a second round trip. Unit tests map this
 * module to testing/uncompiledCatalogues.ts.
 */
const importers: Record<Locale, () => Promise<{ default: LocaleCatalogue }>> = {
  'de-DE': () => import('virtual:registration-catalogue/de-DE'),
  'en-EU': () => import('virtual:registration-catalogue/en-EU'),
};

const loaded = new Map<Locale, LocaleCatalogue>();
const pending = new Map<Locale, Promise<LocaleCatalogue>>();

/**
 * Starts (or joins) loading a locale's catalogue. A failed load is forgotten, so the next call
 * tries again (the language switcher stays on the current language until the other one is here).
 */
export function loadCatalogue(locale: Locale): Promise<LocaleCatalogue> {
  const done = loaded.get(locale);
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
 * The catalogue when it is loaded, otherwise a promise for React's `use` that keeps trying:
 * the page cannot render without its texts, and the chunk came with the HTML and the entry, so
 * a failure is a dropped connection. It tries again when the browser is back online or, if it
 * never noticed being offline, after two seconds.
 */
export function catalogueFor(locale: Locale): LocaleCatalogue | Promise<LocaleCatalogue> {
  const done = loaded.get(locale);
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
