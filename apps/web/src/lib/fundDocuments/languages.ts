import { getContent } from '@site/content';
import { locales } from '@site/i18n';

/** The languages (ISO 639-1: 'de-DE' -> 'de') in which the content has the fund's key information document. */
export async function keyInformationLanguages(): Promise<string[]> {
  const contents = await Promise.all(locales.map((locale) => getContent(locale)));
  return locales.filter((_, index) => contents[index]!.fund.keyInformation).map((locale) => locale.slice(0, 2));
}
