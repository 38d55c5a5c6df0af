import * as deDE from '../messages/de-DE';
import * as enEU from '../messages/en-EU';
import type { SiteConfig } from '@site/config';
import { loadedMessages, type Messages } from './brand';
import type { Locale } from './locales';

const catalogues: Record<Locale, Messages> = { 'de-DE': { ...deDE }, 'en-EU': { ...enEU } };

/** Every namespace of a locale, brand filled in and units bound (used by the marketing site). */
export function allMessages(
  locale: Locale,
  config: Pick<SiteConfig, 'brand' | 'partnerBank'>,
): Messages {
  return loadedMessages(catalogues[locale], locale, config);
}

/** Only the named namespaces, for a client bundle or an app that needs a few. */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(
    namespaces.map((ns) => {
      const value = messages[ns];
      if (value === undefined) throw new Error(`Unknown message namespace '${ns}'.`);
      return [ns, value];
    }),
  );
}
