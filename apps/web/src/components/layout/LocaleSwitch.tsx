'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { otherLocale, type Locale } from '@site/i18n';
import { localizedPath, pathWithoutLocale } from '@site/config/routes';

/** `/jobs/x/` and `/jobs/x` name the same page. */
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The query and fragment of the page as it is now (filters, a system page's link hash). */
const currentSuffix = () => `${window.location.search}${window.location.hash}`;

/**
 * Opens the same page in the other locale. Most pages keep their path; content detail pages
 * translate their slug, so the header passes `targets` (this locale's path -> the other
 * locale's, from lib/detailRoutes). The map is a prop rather than read from the page's
 * hreflang links so the statically exported HTML already has the right href, without JS.
 * Its two texts come from the server (Header) as props, so the switch needs no client-side
 * catalogue lookup.
 * The query and the fragment exist only in the browser: once the script runs they are added to
 * the link and kept up to date, and read again when the link is used (the job filters change
 * the query with pushState, which fires no event), so a system page's link hash
 * (`#reset-1d-anna`) and the filters survive the switch. It is a plain link, a full page load:
 * the other locale is another document (`<html lang>`, its catalogue).
 */
export function LocaleSwitch({
  locale,
  targets = {},
  text,
  label,
}: {
  locale: Locale;
  targets?: Record<string, string>;
  /** 'Deutsch' / 'English': the other locale's name (the header's also carries its short form). */
  text: ReactNode;
  /** Accessible name, e.g. 'Switch to German'. */
  label: string;
}) {
  const pathname = pathWithoutLocale(usePathname(), locale);
  const target = otherLocale(locale);
  const path = localizedPath(target, targets[withSlash(pathname)] ?? withSlash(pathname));
  const [suffix, setSuffix] = useState('');

  useEffect(() => {
    const read = () => setSuffix(currentSuffix());
    read();
    window.addEventListener('hashchange', read);
    window.addEventListener('popstate', read);
    return () => {
      window.removeEventListener('hashchange', read);
      window.removeEventListener('popstate', read);
    };
  }, []);

  // Runs before the browser follows (or copies, or opens in a new tab) the link.
  const refresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${path}${currentSuffix()}`;
  };

  return (
    <a
      href={`${path}${suffix}`}
      hrefLang={target}
      lang={target}
      aria-label={label}
      className="locale-switch"
      onClick={refresh}
      onAuxClick={refresh}
      onContextMenu={refresh}
    >
      {text}
    </a>
  );
}
