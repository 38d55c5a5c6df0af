import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locales, messages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(locales, requested) ? requested : 'en-EU';
  return { locale, messages: messages[locale] };
});
