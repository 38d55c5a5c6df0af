import { getTranslations } from 'next-intl/server';
import { choiceCookieNames, CONSENT_COOKIE_MAX_AGE_SECONDS, consentCookieTable, serviceByKey } from '@site/consent';
import type { Locale } from '@site/i18n';
import { DataTable } from '@/components/content/DataTable';
import { Section } from '@/components/content/Section';

const SECONDS_PER_DAY = 86_400;

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
      <DataTable
        caption={t('cookieCaption')}
        scrollRegionId="cookie-table-caption"
        columns={[
          t('cookieColumns.service'),
          t('cookieColumns.category'),
          t('cookieColumns.cookie'),
          t('cookieColumns.lifetime'),
          t('cookieColumns.provider'),
        ]}
      >
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
      </DataTable>
    </Section>
  );
}
