import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { categories, servicesIn } from '@site/consent';
import type { Locale } from '@site/i18n';
import { space } from '@site/theme';
import { Section } from '@/components/content/Section';

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
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/**
 * The partners page's list, generated from the consent registry of @site/consent: every
 * third-party service the cookie settings name, grouped by category, so the page and the dialog
 * can never disagree about who receives data.
 */
export async function PartnerTable({ locale }: { locale: Locale }) {
  const [t, consent] = await Promise.all([
    getTranslations({ locale, namespace: 'LegalPages' }),
    getTranslations({ locale, namespace: 'Consent' }),
  ]);
  const rows = categories.flatMap((category) =>
    servicesIn(category).filter((service) => service.active && service.thirdPartyProvider),
  );
  return (
    <Section aria-labelledby="partner-table">
      <h2 id="partner-table">{t('partnerHeading')}</h2>
      <Scroll tabIndex={0} role="region" aria-labelledby="partner-table-caption">
        <Table>
          <caption id="partner-table-caption">{t('partnerCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('partnerColumns.partner')}</th>
              <th scope="col">{t('partnerColumns.purpose')}</th>
              <th scope="col">{t('partnerColumns.category')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((service) => (
              <tr key={service.key} data-service={service.key}>
                <th scope="row">{consent(`services.${service.key}.name`)}</th>
                <td>{consent(`services.${service.key}.description`)}</td>
                <td>{consent(`categories.${service.category}.name`)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Section>
  );
}
