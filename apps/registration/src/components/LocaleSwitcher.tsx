import type { MouseEvent } from 'react';
import { useLocale, useTranslations } from '../i18n/intl';
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location';
import { localeLabels, locales, toRegistrationLocale } from '@site/i18n';
import { localeSwitchTarget } from '../routing/localePath';
import { loadCatalogue } from '../i18n/catalogues';

/**
 * Deutsch / English: replaces only the first path segment and keeps the rest of the path and
 * the query. It navigates inside the app, so the form keeps every entry (password included).
 * The other language's texts are a chunk of their own (src/i18n/catalogues.ts): pointing at or
 * focusing the link starts loading it, and the switch happens once it is here, so the page
 * never goes blank. If it cannot load (offline), the page stays as it is, and a later click
 * tries again.
 */
export function LocaleSwitcher() {
  const t = useTranslations('RegistrationFooter');
  const current = useLocale();
  const pathname = usePathname();
  const search = useSearch();
  const here = `${pathname}${search}${window.location.hash}`;

  return (
    <nav className="locale-switcher" aria-label={t('language')}>
      <ul>
        {locales.map((locale) => {
          const target = localeSwitchTarget(here, toRegistrationLocale(locale), window.location.origin);
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            if (locale !== current) loadCatalogue(locale).then(() => navigate(target), () => undefined);
          };
          const prefetch = () => {
            if (locale !== current) loadCatalogue(locale).catch(() => undefined);
          };
          return (
            <li key={locale}>
              <a
                href={target}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={onClick}
                onPointerEnter={prefetch}
                onFocus={prefetch}
              >
                {localeLabels[locale]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
