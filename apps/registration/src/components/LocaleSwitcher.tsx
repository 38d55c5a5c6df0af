import type { MouseEvent } from 'react';
import { useLocale, useTranslations } from '../intl';
import { navigate, usePathname, useSearch } from 'wouter/use-browser-location';
import { localeLabels, locales, toRegistrationLocale } from '@site/i18n';
import { localeSwitchTarget } from '../routing/locale-path';

/**
 * Deutsch / English: replaces only the first path segment and keeps the rest of the path and
 * the query. It navigates inside the app, so the form keeps every entry (password included).
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
            if (locale !== current) navigate(target);
          };
          return (
            <li key={locale}>
              <a
                href={target}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={onClick}
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
