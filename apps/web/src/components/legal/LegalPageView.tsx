import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { getContent, type ImprintDetails, type LegalPageKind } from '@site/content';
import type { Locale } from '@site/i18n';
import { space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { FactList, Section } from '@/components/content/Section';
import { RichText } from '@/components/content/RichText';
import { formatDate } from '@/lib/format';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';

const Body = styled.div`
  max-width: 48rem;

  h2 {
    margin-top: ${space.l};
  }
`;

async function ImprintFacts({ imprint, locale }: { imprint: ImprintDetails; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LegalPages.imprintFields' });
  const { address } = imprint;
  return (
    <FactList>
      <dt>{t('provider')}</dt>
      <dd>{imprint.companyName}</dd>
      <dt>{t('address')}</dt>
      <dd>
        {address.street}
        <br />
        {address.postalCode} {address.city}
        <br />
        {address.country}
      </dd>
      <dt>{t('representatives')}</dt>
      <dd>{imprint.representatives.join(', ')}</dd>
      <dt>{t('email')}</dt>
      <dd>
        <a href={`mailto:${imprint.email}`}>{imprint.email}</a>
      </dd>
      <dt>{t('phone')}</dt>
      <dd>
        <a href={`tel:${imprint.phone.replace(/[^+\d]/g, '')}`}>{imprint.phone}</a>
      </dd>
      <dt>{t('register')}</dt>
      <dd>{t('registerEntry', { court: imprint.registerCourt, number: imprint.registerNumber })}</dd>
      <dt>{t('vatId')}</dt>
      <dd>{imprint.vatId}</dd>
      <dt>{t('supervisoryAuthority')}</dt>
      <dd>{imprint.supervisoryAuthority}</dd>
    </FactList>
  );
}

/** A legal page from the content layer: title, date, the imprint's § 5 DDG details, the text. */
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
