import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { choiceCookieNames, CONSENT_COOKIE_MAX_AGE_SECONDS, consentCookieTable, serviceByKey } from '@site/consent';
import type { Locale } from '@site/i18n';
import { space } from '@site/theme';
import { Section } from '@/components/content/Section';

const SECONDS_PER_DAY = 86_400;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${space.m};

  caption {
    text-align: start;
    font-weight: 600;
    margin-bottom: ${space.s};
  }

  th,
  td {
    text-align: start;
    padding: ${space.s};
    border-bottom: 1px solid var(--color-border);
    vertical-align: top;
  }

  code {
    overflow-wrap: anywhere;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** The privacy policy's cookie table, generated from the consent registry of @site/consent. */
export async function CookieTable({ locale }: { locale: Locale }) {
  const [t, consent] = await Promise.all([
    getTranslations({ locale, namespace: 'LegalPages' }),
    getTranslations({ locale, namespace: 'Consent' }),
  ]);
  const rows = consentCookieTable();
  return (
    <Section aria-labelledby="cookie-table">
      <h2 id="cookie-table">{t('cookieHeading')}</h2>
      <p>{t('cookieIntro')}</p>
      <Scroll tabIndex={0} role="region" aria-labelledby="cookie-table-caption">
        <Table>
          <caption id="cookie-table-caption">{t('cookieCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cookieColumns.service')}</th>
              <th scope="col">{t('cookieColumns.category')}</th>
              <th scope="col">{t('cookieColumns.cookie')}</th>
              <th scope="col">{t('cookieColumns.lifetime')}</th>
              <th scope="col">{t('cookieColumns.provider')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.service}>
                <th scope="row">{consent(`services.${row.service}.name`)}</th>
                <td>{consent(`categories.${row.category}.name`)}</td>
                <td>
                  <code>{row.cookie}</code>
                </td>
                <td>{t('lifetimeDays', { days: Math.round(row.maxAgeSeconds / SECONDS_PER_DAY) })}</td>
                <td>{serviceByKey(row.service).thirdPartyProvider ? t('yes') : t('no')}</td>
              </tr>
            ))}
            {/* Written with every choice, essential, same lifetime as the consent cookies. */}
            {choiceCookieNames.map((name) => (
              <tr key={name}>
                <th scope="row">{t(`choiceCookies.${name}`)}</th>
                <td>{consent('categories.essential.name')}</td>
                <td>
                  <code>{name}</code>
                </td>
                <td>{t('lifetimeDays', { days: Math.round(CONSENT_COOKIE_MAX_AGE_SECONDS / SECONDS_PER_DAY) })}</td>
                <td>{t('no')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Section>
  );
}
