import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@site/i18n';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // A static export has no middleware, so every URL carries its locale.
  localePrefix: 'always',
});
