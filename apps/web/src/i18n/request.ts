import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { createIntlErrorHandling } from '@site/i18n';
import { siteConfig, strictI18n } from '@/config';
import { precompiledMessages } from './precompiled';
import { routing } from './routing';

const errorHandling = createIntlErrorHandling(strictI18n);

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: precompiledMessages(locale, siteConfig),
    ...errorHandling,
  };
});
