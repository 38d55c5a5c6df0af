import { useLocale, useTranslations } from '../i18n/intl';
import { legalUrl } from '@site/config/routes';
import { siteConfig } from '../siteConfig';
import { CookieSettingsButton } from '@site/consent';
import { LocaleSwitcher } from './LocaleSwitcher';
import { StoreBadges } from './StoreBadges';
// The marks are image files named by the configuration (vite/marks.ts), so a deployment swaps
// a file, not code, and the script stays small.
import certifiedLogo from '@site-marks/certification?no-inline';
import partnerLogo from '@site-marks/partner-bank?no-inline';

/** Footer of §1: store links, certified and partner logos, legal links, cookie settings, language. */
export function RegistrationFooter() {
  const t = useTranslations('Footer');
  const r = useTranslations('RegistrationFooter');
  // The legal entity and deposit guarantee, from the content at build time (vite/catalogueChunks.ts).
  const legalFacts = useTranslations('RegistrationLegal');
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
          <img className="logo__mark" src={certifiedLogo} alt={__MARK_ALTS__.certification ?? r('certifiedLogo')} width="56" height="56" />
          <figcaption>{r('certified')}</figcaption>
        </figure>
        <figure className="logo">
          <figcaption>{r('empoweredBy')}</figcaption>
          <img className="logo__mark" src={partnerLogo} alt={__MARK_ALTS__.partnerBank} width="180" height="40" />
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
      <div className="site-footer__legal-facts">
        <p data-notice="depositGuarantee">{legalFacts('depositGuarantee')}</p>
        <address data-legal-entity>
          {legalFacts('legalEntity')}
          <br />
          {legalFacts('register')}
        </address>
      </div>
      <p className="site-footer__copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
