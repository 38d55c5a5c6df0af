import { useLocale, useTranslations } from '../i18n/intl';
import { legalUrl } from '@site/config/routes';
import { siteConfig } from '../siteConfig';
import { CookieSettingsButton } from '@site/consent';
import { LocaleSwitcher } from './LocaleSwitcher';
import { StoreBadges } from './StoreBadges';
// Logos are image files (an editor swaps a file, and the script stays small); they use the
// White theme's text colour, as the footer does.
import certifiedLogo from '../assets/certified-company.svg?no-inline';
import partnerLogo from '../assets/partner-bank.svg?no-inline';

/** Footer of §1: store links, certified and partner logos, legal links, cookie settings, language. */
export function RegistrationFooter() {
  const t = useTranslations('Footer');
  const r = useTranslations('RegistrationFooter');
  const locale = useLocale();
  const legal = [
    ['terms', t('terms')],
    ['imprint', t('imprint')],
    ['privacy', t('privacy')],
    ['appPrivacy', r('appPrivacy')],
  ] as const;

  return (
    <footer className="site-footer" data-theme="StoneLight" aria-label={t('label')}>
      <StoreBadges placement="footer" />
      <div className="site-footer__logos">
        <figure className="logo">
          <img src={certifiedLogo} alt={r('certifiedLogo')} width="48" height="48" />
          <figcaption>{r('certified')}</figcaption>
        </figure>
        <figure className="logo">
          <figcaption>{r('empoweredBy')}</figcaption>
          <span className="logo__partner">
            <img src={partnerLogo} alt="" width="32" height="32" />
            <span>{siteConfig.partnerBank}</span>
          </span>
        </figure>
      </div>
      <nav aria-label={t('legal')}>
        <ul className="site-footer__legal">
          {legal.map(([page, label]) => (
            <li key={page}>
              <a href={legalUrl(siteConfig, locale, page)}>{label}</a>
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
