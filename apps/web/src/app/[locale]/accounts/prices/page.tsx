import { getTranslations, setRequestLocale } from 'next-intl/server';
import { feeInformationPath, href, localizedPath } from '@site/config/routes';
import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { BackLink, Section } from '@/components/content/Section';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { FeeGlossary } from '@/components/accounts/FeeGlossary';
import { PriceListTable } from '@/components/accounts/PriceListTable';
import { pageFeeDocument, plansWithFees } from '@/lib/feeDocuments/pageDocument';
import { feeDocumentPdfPath } from '@/lib/feeDocuments/paths';
import { formatDate } from '@/lib/format';
import { routeMetadata } from '@/lib/metadata';

export const generateMetadata = routeMetadata('priceList');

/**
 * The list of prices and services (Preis- und Leistungsverzeichnis): every plan's fees in one
 * table, each plan's fee information document, and the glossary the documents refer to.
 */
export default async function PriceListPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [content, t, fees, navigation] = await Promise.all([
    getContent(locale),
    getTranslations({ locale, namespace: 'PriceList' }),
    getTranslations({ locale, namespace: 'FeeInformation' }),
    getTranslations({ locale, namespace: 'Navigation' }),
  ]);
  const withFees = plansWithFees(content.accountPlans);
  const without = content.accountPlans.filter((plan) => !plan.feeInformation);
  const plans = await Promise.all(
    withFees.map(async (plan) => ({
      slug: plan.slug,
      name: plan.name,
      document: await pageFeeDocument(locale, plan),
      asOf: t('asOf', { date: formatDate(plan.feeInformation.asOf, locale) }),
    })),
  );
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="priceList" />
      <PageIntro
        title={t('headline')}
        lead={t('intro')}
        before={<BackLink href={href('accounts', locale)}>{navigation('accounts')}</BackLink>}
      />
      <Container>
        <Section aria-labelledby="price-list-documents">
          <h2 id="price-list-documents">{t('documentsHeading')}</h2>
          <p>{t('documentsText')}</p>
          <ul>
            {plans.map((plan) => (
              <li key={plan.slug}>
                <a href={localizedPath(locale, feeInformationPath(plan.slug))}>{t('documentLink', { plan: plan.name })}</a>
                {' · '}
                <a href={feeDocumentPdfPath(plan.slug, locale)} type="application/pdf" hrefLang={locale}>
                  {fees('pdfLink', { name: `${fees('title')} ${plan.name}` })}
                </a>
              </li>
            ))}
          </ul>
          {without.map((plan) => (
            <p key={plan.slug}>{t('noFees', { plan: plan.name })}</p>
          ))}
        </Section>
        <Section>
          <PriceListTable plans={plans} caption={t('tableCaption')} scrollCue={t('scrollCue')} serviceColumn={t('serviceColumn')} />
        </Section>
        <FeeGlossary locale={locale} />
      </Container>
    </>
  );
}
