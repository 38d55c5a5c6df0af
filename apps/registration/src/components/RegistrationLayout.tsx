import { useEffect, type ReactNode } from 'react';
import { Logo } from '@site/ui';
import { useLocale, useTranslations } from '../i18n/intl';
import { siteConfig } from '../siteConfig';
import { RegistrationFooter } from './RegistrationFooter';

/** Frame of every page: `<html lang>`, the title 'Open account', brand header (the site's logo and name), main, footer. No login. */
export function RegistrationLayout({ isError, children }: { isError: boolean; children: ReactNode }) {
  const locale = useLocale();
  const t = useTranslations();
  const title = isError
    ? `${t('RegistrationError.title')} – ${t('RegistrationPage.title')}`
    : t('RegistrationPage.title');

  const description = t('RegistrationPage.headline');
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [locale, title, description]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('Common.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <p className="site-header__brand">
            <Logo />
            {siteConfig.brand}
          </p>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <RegistrationFooter />
    </>
  );
}
