import { getTranslations } from 'next-intl/server';
import { categories, servicesIn } from '@site/consent';
import type { Locale } from '@site/i18n';
import { DataTable } from '@/components/content/DataTable';
import { Section } from '@/components/content/Section';

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
      <DataTable
        caption={t('partnerCaption')}
        scrollRegionId="partner-table-caption"
        columns={[t('partnerColumns.partner'), t('partnerColumns.purpose'), t('partnerColumns.category')]}
      >
        {rows.map((service) => (
          <tr key={service.key} data-service={service.key}>
            <th scope="row">{consent(`services.${service.key}.name`)}</th>
            <td>{consent(`services.${service.key}.description`)}</td>
            <td>{consent(`categories.${service.category}.name`)}</td>
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}
