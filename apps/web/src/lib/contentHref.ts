import { locales, type Locale } from '@site/i18n';
import { localizedPath } from '@site/config/routes';

/**
 * Links editors enter in content (banner buttons) are shared by both locales, so a site path is
 * written without its locale ('/magazine/x/'). Prefix the page's locale to such a path; leave
 * absolute URLs, anchors and paths that already carry a locale as they are.
 */
export function contentHref(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const first = href.split('/')[1] ?? '';
  if ((locales as readonly string[]).includes(first)) return href;
  return localizedPath(locale, href);
}
