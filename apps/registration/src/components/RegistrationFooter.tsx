import type { ReactNode } from 'react';
import { useTranslations } from '../i18n/intl';
import { CookieSettingsButton } from '@site/consent';
import { LocaleSwitcher } from './LocaleSwitcher';
import { StoreBadges } from './StoreBadges';
// The marks are image files named by the configuration (vite/marks.ts), so a deployment swaps
// a file, not code, and the script stays small.
import certifiedLogo from '@site-marks/certification?no-inline';
import partnerLogo from '@site-marks/partner-bank?no-inline';

/** Compiled in once (vite/legalMessages.ts): a define is inlined at every use. */
const markLinks = __FOOTER_LINKS__;

/** A mark links to the certificate or the partner when the content gives the link. */
function MarkLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}

/** Footer of §1: store links, certified and partner marks, legal links, cookie settings, language. */
export function RegistrationFooter() {
  const t = useTranslations('Footer');
  const r = useTranslations('RegistrationFooter');
  // The marks (content), filled in at build time (vite/legalMessages.ts).
  const legalFacts = useTranslations('RegistrationLegal');
  // The legal pages' addresses, written at build time (vite/pageLinks.ts).
  const links = useTranslations('RegistrationLinks');
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
        <figure className="logo" data-trust-mark="certification">
          <MarkLink href={markLinks.certification}>
            <img className="logo__mark" src={certifiedLogo} alt={legalFacts('certificationOrganisation')} width="56" height="56" />
          </MarkLink>
          <figcaption>
            {legalFacts('certificationTitle')}
            <br />
            {legalFacts('certificationOrganisation')}
          </figcaption>
        </figure>
        <figure className="logo" data-trust-mark="partner">
          <figcaption>{legalFacts('partnerTitle')}</figcaption>
          <MarkLink href={markLinks.partner}>
            <img className="logo__mark" src={partnerLogo} alt={legalFacts('partnerOrganisation')} width="180" height="40" />
          </MarkLink>
        </figure>
      </div>
      <nav aria-label={t('legal')}>
        <ul className="site-footer__legal">
          {legal.map(([page, label]) => (
            <li key={page}>
              <a href={links(page)}>{label}</a>
            </li>
          ))}
          <li>
            <CookieSettingsButton className="link-button">{t('cookieSettings')}</CookieSettingsButton>
          </li>
        </ul>
      </nav>
      <LocaleSwitcher />
      {/* The deposit guarantee, its links and who offers the account: HTML written at build time (vite/legalMessages.ts). */}
      <div className="site-footer__legal-facts" dangerouslySetInnerHTML={{ __html: legalFacts('factsHtml') }} />
      <p className="site-footer__copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
