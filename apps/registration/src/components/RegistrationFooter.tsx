import { useLocale, useTranslations } from '../intl';
import { legalUrl, siteConfig } from '../site-config';
import { CookieSettingsButton } from '@site/consent';
import { LocaleSwitcher } from './LocaleSwitcher';
import { StoreBadges } from './StoreBadges';

/** Footer of §1: store links, certified and partner logos, legal links, cookie settings, language. */
export function RegistrationFooter() {
  const t = useTranslations('Footer');
  const r = useTranslations('RegistrationFooter');
  const locale = useLocale();
  const legal = [
    ['terms', t('terms')],
    ['imprint', t('imprint')],
    ['privacy', t('privacy')],
    ['app-privacy', r('appPrivacy')],
  ] as const;

  return (
    <footer className="site-footer" aria-label={t('label')}>
      <StoreBadges placement="footer" />
      <div className="site-footer__logos">
        <figure className="logo">
          <svg viewBox="0 0 48 48" width="48" height="48" role="img" aria-label={r('certifiedLogo')}>
            <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <figcaption>{r('certified')}</figcaption>
        </figure>
        <figure className="logo">
          <figcaption>{r('empoweredBy')}</figcaption>
          <span className="logo__partner">
            <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
              <rect x="3" y="3" width="26" height="26" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
              <path d="M10 22V10h7a4 4 0 010 8h-7" fill="none" stroke="currentColor" strokeWidth="3" />
            </svg>
            <span>{siteConfig.partnerBank}</span>
          </span>
        </figure>
      </div>
      <nav aria-label={t('legal')}>
        <ul className="site-footer__legal">
          {legal.map(([page, label]) => (
            <li key={page}>
              <a href={legalUrl(page, locale)}>{label}</a>
            </li>
          ))}
          <li>
            <CookieSettingsButton className="link-button">{t('cookieSettings')}</CookieSettingsButton>
          </li>
        </ul>
      </nav>
      <LocaleSwitcher />
      <p className="site-footer__copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
