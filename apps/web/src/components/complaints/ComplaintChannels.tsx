import { getTranslations } from 'next-intl/server';
import { legalEntityValues, type Locale } from '@site/i18n';
import { FactList } from '@/components/content/Section';
import { legalIdentity, siteConfig } from '@/config';
import { ComplaintFacts } from './ComplaintFacts';

const contents = ['who', 'what', 'wish', 'proof'] as const;

/** Where a complaint goes (the configured contact e-mail, the company's phone and post address) and what it should say. */
export async function ComplaintChannels({ locale, headingId }: { locale: Locale; headingId: string }) {
  const t = await getTranslations({ locale, namespace: 'ComplaintsPage' });
  const { company } = legalIdentity;
  const { street, postalCode, city, country } = legalEntityValues(company.name, company.address, locale);
  return (
    <ComplaintFacts>
      <FactList data-complaint-channels>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
        </dd>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={company.phone.uri}>{company.phone.display}</a>
        </dd>
        <dt>{t('post')}</dt>
        <dd>
          <address>
            {company.name}
            <br />
            {street}
            <br />
            {postalCode} {city}
            <br />
            {country}
          </address>
        </dd>
      </FactList>
      <h3 id={headingId}>{t('includeHeading')}</h3>
      <ul aria-labelledby={headingId}>
        {contents.map((key) => (
          <li key={key}>{t(`include.${key}`)}</li>
        ))}
      </ul>
      <p>{t('includeNote')}</p>
    </ComplaintFacts>
  );
}
