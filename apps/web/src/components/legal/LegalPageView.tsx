import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { getContent, type ImprintDetails, type LegalPageKind } from '@site/content';
import { legalEntityValues, registerEntryValues, type Locale } from '@site/i18n';
import { href } from '@site/config/routes';
import { media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { FactList, Section } from '@/components/content/Section';
import { RichText } from '@/components/content/RichText';
import { formatDate } from '@/lib/format';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { legalIdentity } from '@/config';

const Body = styled.div`
  max-width: 48rem;

  h2 {
    margin-top: ${space.l};
  }

  /* The depositor information sheet's form: the question heads its row. */
  /* Fixed columns, so a long word ('Entschädigungseinrichtung') wraps inside its cell at 390 px. */
  table {
    width: 100%;
    table-layout: fixed;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${space.s} ${space.s} ${space.s} 0;
    border-bottom: 1px solid var(--color-border);
    text-align: start;
    vertical-align: top;
    overflow-wrap: break-word;
    hyphens: auto;
  }

  th {
    width: 42%;
  }

  th p,
  td p {
    margin: 0;
  }

  /* The provider and the bank: one label column for both lists, so their values line up. */
  dl[data-provider],
  dl[data-partner-bank] {
    ${media.small} {
      grid-template-columns: minmax(0, 17rem) minmax(0, 1fr);
    }
  }
`;

/** The provider (§ 5 DDG) and the account-holding bank: who they are is configuration, the supervision text content. */
async function ImprintFacts({ imprint, locale }: { imprint: ImprintDetails; locale: Locale }) {
  const [t, legal] = await Promise.all([
    getTranslations({ locale, namespace: 'LegalPages.imprintFields' }),
    getTranslations({ locale, namespace: 'LegalPages' }),
  ]);
  const { company, partnerBank, depositGuarantee } = legalIdentity;
  const address = (name: string, postal: typeof company.address) => {
    const { street, postalCode, city, country } = legalEntityValues(name, postal, locale);
    return (
      <>
        {street}
        <br />
        {postalCode} {city}
        <br />
        {country}
      </>
    );
  };
  return (
    <>
      <FactList data-provider>
        <dt>{t('provider')}</dt>
        <dd>{company.name}</dd>
        <dt>{t('address')}</dt>
        <dd>{address(company.name, company.address)}</dd>
        <dt>{t('representatives')}</dt>
        <dd>{company.representatives.join(', ')}</dd>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={company.phone.uri}>{company.phone.display}</a>
        </dd>
        <dt>{t('register')}</dt>
        <dd>{t('registerEntry', registerEntryValues(company.register))}</dd>
        <dt>{t('vatId')}</dt>
        <dd>{company.vatId}</dd>
        <dt>{t('supervisoryAuthority')}</dt>
        <dd>{imprint.supervisoryAuthority}</dd>
      </FactList>
      <h2>{t('partnerBankHeading')}</h2>
      <FactList data-partner-bank>
        <dt>{t('bank')}</dt>
        <dd>{partnerBank.name}</dd>
        <dt>{t('address')}</dt>
        <dd>{address(partnerBank.name, partnerBank.address)}</dd>
        <dt>{t('register')}</dt>
        <dd>{t('registerEntry', registerEntryValues(partnerBank.register))}</dd>
        <dt>{t('supervisor')}</dt>
        <dd>{partnerBank.supervisor}</dd>
        <dt>{t('licence')}</dt>
        <dd>
          <a href={partnerBank.licenceUrl}>{t('licenceLink')}</a>
        </dd>
        <dt>{t('depositGuarantee')}</dt>
        <dd>
          <a href={depositGuarantee.url}>{depositGuarantee.scheme}</a>
          <br />
          <a href={href('depositorInformation', locale)}>{legal('depositorInformation.title')}</a>
        </dd>
      </FactList>
    </>
  );
}

/** A legal page from the content layer: title, date, the imprint's provider and bank (configuration), the text. */
export async function LegalPageView({
  locale,
  kind,
  children,
}: {
  locale: Locale;
  kind: LegalPageKind;
  /** Extra sections after the text (the privacy page's cookie table). */
  children?: ReactNode;
}) {
  const [t, content] = await Promise.all([
    getTranslations({ locale, namespace: 'LegalPages' }),
    getContent(locale),
  ]);
  const page = content.legalPages.find((p) => p.kind === kind);
  if (!page) throw new Error(`The content has no legal page of kind '${kind}' in ${locale}.`);
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route={kind} />
      <PageIntro title={page.title} lead={t('lastUpdated', { date: formatDate(page.lastUpdated, locale) })} />
      <Container>
        <Body>
          {page.imprint ? (
            <Section>
              <ImprintFacts imprint={page.imprint} locale={locale} />
            </Section>
          ) : null}
          <Section>
            <RichText document={page.body} />
          </Section>
          {children}
        </Body>
      </Container>
    </>
  );
}
