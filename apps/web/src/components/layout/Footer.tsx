import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { legalEntityValues, registerEntryValues, type Locale } from '@site/i18n';
import { AttributedLink, CookieSettingsButton } from '@site/consent';
import { supportUrl } from '@site/config';
import { href, type RouteId } from '@site/config/routes';
import { media, space } from '@site/theme';
import { consentConfig, legalIdentity, siteConfig } from '@/config';
import { Container } from './Container';
import { StoreMark } from '@/components/badges/StoreMark';
import { DepositGuaranteeNotice } from '@/components/compliance/RegulatoryNotices';
import { getContent } from '@site/content';

const Wrapper = styled.footer`
  margin-top: ${space.xxl};
  padding-block: ${space.xl};
  background: var(--color-background);
  color: var(--color-text);

  /* A page that ends in a themed band meets the footer directly, with no white strip between
     ('~': styled-components put a style element between them); a line parts them when both are StoneLight. */
  main:has(> [data-theme]:last-child) ~ & {
    margin-top: 0;
    border-top: 1px solid color-mix(in srgb, var(--color-border) 35%, transparent);
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${space.l};

  ${media.mid} {
    grid-template-columns: repeat(3, 1fr);
  }

  h2 {
    font-size: 1rem;
    margin-bottom: ${space.s};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li a,
  .footer-link-button {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: var(--color-link);
    font: inherit;
  }

  .footer-link-button {
    padding: 0;
    border: 0;
    background: none;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    cursor: pointer;
  }
`;

// Store links go through the attribution service only with ADJUST consent (§7).
// Drawn as badges: our own store mark and the store's name, in the theme's dark ink.
const StoreLink = styled(AttributedLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space.s};
  min-height: 3rem;
  padding: ${space.s} ${space.m};
  margin: 0 ${space.s} ${space.s} 0;
  border-radius: 0.5rem;
  background: var(--color-text);
  color: var(--color-background) !important;
  font-weight: 600;
  text-decoration: none;
`;

const Bottom = styled(Container)`
  display: grid;
  gap: ${space.s};
  margin-top: ${space.l};
  color: var(--color-text-muted);
  font-size: 0.875rem;

  p {
    margin: 0;
  }

  address {
    font-style: normal;
  }

  /* The deposit guarantee's links: 24 px targets (WCAG 2.5.8) in one wrapping row. */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.m};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ul a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
    color: var(--color-link);
  }
`;

const legalLinks = ['imprint', 'privacy', 'terms', 'accessibility', 'priceList', 'complaints'] as const satisfies readonly RouteId[];

export async function Footer({ locale }: { locale: Locale }) {
  const [t, legal, content] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'LegalPages' }),
    getContent(locale),
  ]);
  // Who offers the account is configuration (docs/configuration.md), as on the imprint.
  const { company, partnerBank, depositGuarantee } = legalIdentity;
  // Built into the static page; the deploy workflow rebuilds on 1 January so it stays current.
  const year = new Date().getFullYear();
  return (
    <Wrapper data-theme="StoneLight">
      <Grid>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app">{t('getTheApp')}</h2>
          <StoreLink
            href={siteConfig.appStoreUrl}
            creative="footer_app_store"
            locale={locale}
            attribution={consentConfig.attribution}
            data-store="apple"
          >
            <StoreMark store="apple" />
            {t('appStore')}
          </StoreLink>
          <StoreLink
            href={siteConfig.playStoreUrl}
            creative="footer_play_store"
            locale={locale}
            attribution={consentConfig.attribution}
            data-store="google"
          >
            <StoreMark store="google" />
            {t('playStore')}
          </StoreLink>
          <ul>
            <li>
              <a href={href('appTesters', locale)}>{t('appTesters')}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t('support')}</h2>
          <ul>
            <li>
              <a href={supportUrl(siteConfig, locale)}>{t('support')}</a>
            </li>
            <li>
              <a href={`mailto:${siteConfig.contactEmail}`}>{t('contact')}</a>
            </li>
            <li>
              <CookieSettingsButton className="footer-link-button">{t('cookieSettings')}</CookieSettingsButton>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('legal')}</h2>
          <ul>
            {legalLinks.map((kind) => (
              <li key={kind}>
                <a href={href(kind, locale)}>{t(kind)}</a>
              </li>
            ))}
          </ul>
        </section>
      </Grid>
      <Bottom as="section" aria-label={t('regulatory')}>
        <DepositGuaranteeNotice text={content.notices.depositGuarantee} variant="plain" />
        <ul aria-label={t('depositGuaranteeLinks')}>
          <li>
            <a href={href('depositorInformation', locale)}>{legal('depositorInformation.title')}</a>
          </li>
          <li>
            <a href={depositGuarantee.url} data-deposit-guarantee-scheme>
              {depositGuarantee.scheme}
            </a>
          </li>
          <li>
            <a href={partnerBank.licenceUrl} data-licence>
              {t('licence')}
            </a>
          </li>
        </ul>
        <address data-legal-entity>
          {t('legalEntity', legalEntityValues(company.name, company.address, locale))}
          <br />
          {t('register', registerEntryValues(company.register))}
        </address>
        <address data-partner-bank>
          {t('accountHoldingBank', { entity: t('legalEntity', legalEntityValues(partnerBank.name, partnerBank.address, locale)) })}
          <br />
          {t('register', registerEntryValues(partnerBank.register))}
        </address>
        <p>{t('copyright', { year: String(year) })}</p>
      </Bottom>
    </Wrapper>
  );
}
