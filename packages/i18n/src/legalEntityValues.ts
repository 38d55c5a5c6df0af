import type { PostalAddress } from '@site/config';
import { countryName } from './countryName';
import type { Locale } from './locales';

/**
 * The values of the `Footer.legalEntity` text ('{company}, {street}, {postalCode} {city}, {country}')
 * for a company or a bank of the configuration, as both apps' footers and the imprint write them.
 */
export function legalEntityValues(name: string, address: PostalAddress, locale: Locale) {
  return {
    company: name,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    country: countryName(address.country, locale),
  };
}

/**
 * The values of a register entry's text ('{court}, {number}'): the number kept on one line
 * ('HRB 218417 B' never breaks after 'HRB'), as both apps' footers and the imprint write it.
 */
export function registerEntryValues(entry: { court: string; number: string }) {
  return { court: entry.court, number: entry.number.replace(/ /g, '\u00a0') };
}
