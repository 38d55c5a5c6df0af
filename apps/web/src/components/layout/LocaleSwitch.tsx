'use client';

import { otherLocale, type Locale } from '@site/i18n';
import { Link, usePathname } from '@/i18n/navigation';

/** `/jobs/x/` and `/jobs/x` name the same page. */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * Opens the same page in the other locale. Most pages keep their path; content detail pages
 * translate their slug, so the header passes `targets` (this locale's path -> the other
 * locale's, from lib/detailRoutes). The map is a prop rather than read from the page's
 * hreflang links so the statically exported HTML already has the right href, without JS.
 * Its two texts come from the server (Header) as props, so the switch needs no client-side
 * catalogue lookup (measured: no byte change, the layout's NextIntlClientProvider keeps
 * next-intl's runtime on every page anyway).
 */
export function LocaleSwitch({
  locale,
  targets = {},
  text,
  label,
}: {
  locale: Locale;
  targets?: Record<string, string>;
  /** 'Deutsch' / 'English': the other locale's name. */
  text: string;
  /** Accessible name, e.g. 'Switch to German'. */
  label: string;
}) {
  const pathname = usePathname();
  const target = otherLocale(locale);
  return (
    <Link
      href={targets[withSlash(pathname)] ?? pathname}
      locale={target}
      hrefLang={target}
      lang={target}
      aria-label={label}
      className="locale-switch"
    >
      {text}
    </Link>
  );
}
