import compile from 'icu-minify/compile';
import type { Locale, Messages } from '@site/i18n';
import { registrationMessages } from '@site/i18n/registration';
import { siteConfig } from '../site-config';
import type { Catalogue } from '../intl';

function precompile(node: Messages): Catalogue {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : precompile(value)]),
  );
}

/** Unit tests compile the whole catalogue (every namespace) with icu-minify, as the build does. */
export function messagesFor(locale: Locale): Catalogue {
  return precompile(registrationMessages(locale, siteConfig));
}
