import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';

/** The bundled content the pages were built from (same loader as the build). */
export const content = (locale: Locale) => getContent(locale);
