import { Fragment } from 'react';
import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getContent, pageSectionImage, summaryRiskIndicatorMax } from '@site/content';
import type { Locale } from '@site/i18n';
import { ButtonLink } from '@site/ui';
import { space, vars } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { ThemedBand } from '@/components/content/ThemedBand';
import { FactList, Section } from '@/components/content/Section';
import { Tabs } from '@/components/investing/Tabs';
import { ShareBreakdown } from '@/components/investing/ShareBreakdown';
import { formatDate } from '@/lib/format';
import { fundFactRows } from '@/lib/fundFacts';
import { href, routes } from '@site/config/routes';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { investmentFundLd } from '@/lib/structuredData';
import { PrintStamp } from '@/components/print/PrintStamp';
import { absoluteUrl, routeMetadata } from '@/lib/metadata';
import { RiskWarning } from '@/components/compliance/RegulatoryNotices';
import { RiskScale } from '@/components/investing/RiskScale';
import { fundDocuments } from '@/lib/fundDocuments/paths';
import { keyInformationLanguages } from '@/lib/fundDocuments/languages';
import { siteConfig } from '@/config';
import { languageNames } from '@site/i18n';


const TabsStyle = styled.div`
  .tabs__list {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    border-bottom: 1px solid ${vars.color.border};
    margin-bottom: ${space.m};
  }

  .tabs__tab {
    min-height: 2.75rem;
    padding: ${space.s} ${space.m};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${vars.color.text};
    font: inherit;
    cursor: pointer;
  }

  .tabs__tab[aria-selected='true'] {
    border-bottom-color: ${vars.color.accent};
    font-weight: 700;
  }
`;

/* The explanation right under the scale; the documents after the facts, apart from them. */
const RiskExplanation = styled.p`
  max-width: 44rem;
  margin: ${space.s} 0 0;
`;

const DocumentsHeading = styled.h3`
  margin-top: ${space.l};
`;

const Documents = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
`;

/* The document's date under its link. */
const Edition = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
`;

export const generateMetadata = routeMetadata('investing');

export default async function InvestingPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, common, content] = await Promise.all([
    getTranslations({ locale, namespace: 'InvestingPage' }),
    getTranslations({ locale, namespace: 'Common' }),
    getContent(locale),
  ]);
  const { fund } = content;
  const rows = fundFactRows(fund, locale, {
    ACCUMULATING: t('distribution.ACCUMULATING'),
    DISTRIBUTING: t('distribution.DISTRIBUTING'),
  });
  // The fund company's key information document (content) and the factsheet drawn at build time.
  const documents = fundDocuments(fund, locale, siteConfig.siteUrl).map((document) => ({
    ...document,
    name: t(`documents.${document.kind}`),
    edition:
      document.kind === 'keyInformation'
        ? t('documents.keyInformationEdition', { date: formatDate(document.date, locale), version: document.version ?? '' })
        : t('documents.factsheetEdition', { date: formatDate(document.date, locale) }),
  }));
  const kidLanguages = languageNames(await keyInformationLanguages(), locale);
  const breakdowns = (['composition', 'industries', 'countries'] as const).map((key) => ({
    key,
    label: t(`tabs.${key}`),
    panel: (
      <ShareBreakdown
        caption={t(`tabs.${key}`)}
        shares={fund[key]}
        locale={locale}
        nameLabel={t('columnName')}
        shareLabel={t('columnShare')}
      />
    ),
  }));

  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="investing" />
      <JsonLd
        data={investmentFundLd(fund, absoluteUrl(locale, routes.investing.path), {
          locale,
          documents,
          riskClassName: t('riskScale.label', { value: String(fund.summaryRiskIndicator), max: String(summaryRiskIndicatorMax) }),
          riskScaleName: t('riskScale.term'),
        })}
      />
      <PageIntro title={t('headline')} lead={fund.description} theme="StoneLight" image={pageSectionImage(content, 'investing.intro')} />
      <Container>
        <Section aria-labelledby="fund-facts">
          <h2 id="fund-facts">{fund.name}</h2>
          <p>{t('asOf', { date: formatDate(fund.asOf, locale) })}</p>
          <h3>{t('factsHeading')}</h3>
          <FactList>
            {rows.map((row) =>
              row.key === 'estimatedReturnOnInvestment' ? (
                <Fragment key={row.key}>
                  <dt>{t(`facts.${row.key}`)}</dt>
                  <dd data-return-figure aria-describedby="fund-return-risk">
                    {row.value}
                    <RiskWarning id="fund-return-risk" text={content.notices.fundRisk} />
                  </dd>
                  {/* The risk class beside the return it comes with, explained as the content words it. */}
                  <dt>{t('riskScale.term')}</dt>
                  <dd data-risk-indicator>
                    <RiskScale value={fund.summaryRiskIndicator} locale={locale} describedBy="fund-risk-indicator-explanation" />
                    <RiskExplanation id="fund-risk-indicator-explanation" data-print="hide">
                      {content.notices.riskIndicator}
                    </RiskExplanation>
                  </dd>
                </Fragment>
              ) : (
                <Fragment key={row.key}>
                  <dt>{t(`facts.${row.key}`)}</dt>
                  <dd>{row.value}</dd>
                </Fragment>
              ),
            )}
          </FactList>
          {/* Links are of no use on paper. */}
          <div data-print="hide">
            <DocumentsHeading id="fund-documents">{t('documentsHeading')}</DocumentsHeading>
            {/* ESMA's standard sentence for a marketing communication, then where each document is. */}
            <p>
              <strong>{t('documentsText')}</strong>
            </p>
            <Documents aria-labelledby="fund-documents">
              {documents.map((document) => (
                <li key={document.kind}>
                  <a href={document.path} type="application/pdf" hrefLang={locale} data-fund-document={document.kind}>
                    {t('documents.link', { name: document.name })}
                  </a>
                  <Edition data-document-edition>{document.edition}</Edition>
                </li>
              ))}
              <li>
                <a href={fund.prospectus.url} rel="external" data-fund-prospectus>
                  {t('documents.prospectus', { company: fund.fundCompany, languages: languageNames(fund.prospectus.languages, locale) })}
                </a>
              </li>
            </Documents>
            <p>
              {fund.keyInformation
                ? t('documents.languages', { languages: kidLanguages, prospectusLanguages: languageNames(fund.prospectus.languages, locale) })
                : t('documents.noKeyInformation', { company: fund.fundCompany })}
            </p>
          </div>
        </Section>
        <Section aria-labelledby="fund-breakdown" data-print="hide">
          <h2 id="fund-breakdown">{t('breakdownHeading')}</h2>
          <TabsStyle>
            <Tabs label={t('tabsLabel')} items={breakdowns} />
          </TabsStyle>
        </Section>
        <Section aria-labelledby="fund-cash" data-print="hide">
          <h2 id="fund-cash">{t('cashHeading')}</h2>
          <p>{t('cashText')}</p>
          <ShareBreakdown
            caption={t('cashHeading')}
            shares={fund.cashSecurities}
            locale={locale}
            nameLabel={t('columnName')}
            shareLabel={t('columnShare')}
          />
        </Section>
        <PrintStamp url={absoluteUrl(locale, routes.investing.path)} locale={locale} label={common('printedFrom')} />
      </Container>
      <ThemedBand theme="Ocean" aria-labelledby="fund-companies" data-print="hide">
        <h2 id="fund-companies">{t('companiesHeading')}</h2>
        <p>{t('companiesText')}</p>
        <Actions>
          <ButtonLink href={href('companies', locale)}>{t('companiesLink')}</ButtonLink>
          <ButtonLink variant="secondary" href={href('investingWaitingList', locale)}>
            {t('waitingListLink')}
          </ButtonLink>
        </Actions>
      </ThemedBand>
    </>
  );
}
