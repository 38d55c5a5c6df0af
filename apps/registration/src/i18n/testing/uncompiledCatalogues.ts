import compile from 'icu-minify/compile';
import type { ConsentDialogMessages } from '@site/consent';
import type { Locale, Messages } from '@site/i18n';
import { registrationMessages } from '@site/i18n/registration';
import { siteConfig } from '../../siteConfig';
import type { Catalogue } from '../intl';
import type { LocaleCatalogue } from '../catalogues';

function precompile(node: Messages): Catalogue {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : precompile(value)]),
  );
}

/** Unit tests compile the whole catalogue (every namespace) with icu-minify, as the build does. */
export function messagesFor(locale: Locale): Catalogue {
  return precompile(registrationMessages(locale, siteConfig));
}

/** Unit tests get a locale's catalogue at once (the build loads it as a chunk, ../catalogues.ts). */
export function catalogueFor(locale: Locale): LocaleCatalogue {
  return {
    messages: messagesFor(locale),
    consent: registrationMessages(locale, siteConfig).Consent as unknown as ConsentDialogMessages,
  };
}

export const loadCatalogue = (locale: Locale): Promise<LocaleCatalogue> => Promise.resolve(catalogueFor(locale));
