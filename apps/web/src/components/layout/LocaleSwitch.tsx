'use client';

import { useTranslations } from 'next-intl';
import { otherLocale, type Locale } from '@site/i18n';
import { Link, usePathname } from '@/i18n/navigation';

/** `/jobs/x/` and `/jobs/x` name the same page. */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * Opens the same page in the other locale. Most pages keep their path; content detail pages
 * translate their slug, so the header passes `targets` (this locale's path -> the other
 * locale's, from lib/detailRoutes). The map is a prop rather than read from the page's
 * hreflang links so the statically exported HTML already has the right href, without JS.
 */
export function LocaleSwitch({ locale, targets = {} }: { locale: Locale; targets?: Record<string, string> }) {
  const t = useTranslations('LocaleSwitcher');
  const pathname = usePathname();
  const target = otherLocale(locale);
  return (
    <Link
      href={targets[withSlash(pathname)] ?? pathname}
      locale={target}
      hrefLang={target}
      lang={target}
      aria-label={t('switchToLabel')}
      className="locale-switch"
    >
      {t('switchTo')}
    </Link>
  );
}
