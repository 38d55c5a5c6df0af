import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { feeInformationPath, href } from '@site/config/routes';
import { getContent } from '@site/content';
import { locales, type Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { BackLink, Section } from '@/components/content/Section';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { FeeInformationDocument } from '@/components/accounts/FeeInformationDocument';
import { pageFeeDocument, plansWithFees } from '@/lib/feeDocuments/pageDocument';
import { feeDocumentPdfPath } from '@/lib/feeDocuments/paths';
import { pageMetadata } from '@/lib/metadata';

type Params = Promise<{ locale: Locale; plan: string }>;

export const dynamicParams = false;

/** Every plan with its fees, in both locales (a plan's slug is the same in both). */
export async function generateStaticParams() {
  const perLocale = await Promise.all(
    locales.map(async (locale) => plansWithFees((await getContent(locale)).accountPlans).map((plan) => ({ locale, plan: plan.slug }))),
  );
  return perLocale.flat();
}

async function findPlan(locale: Locale, slug: string) {
  const plan = plansWithFees((await getContent(locale)).accountPlans).find((p) => p.slug === slug);
  if (!plan) notFound();
  return plan;
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, plan: slug } = await params;
  const plan = await findPlan(locale, slug);
  return pageMetadata({ locale, path: feeInformationPath(slug), namespace: 'FeeInformation.page', values: { plan: plan.name } });
}

/** A plan's fee information document (Zahlungskontengesetz § 5), as a page and, linked from it, as a PDF. */
export default async function FeeInformationPage({ params }: { params: Params }) {
  const { locale, plan: slug } = await params;
  setRequestLocale(locale);
  const plan = await findPlan(locale, slug);
  const [document, t, priceList] = await Promise.all([
    pageFeeDocument(locale, plan),
    getTranslations({ locale, namespace: 'FeeInformation' }),
    getTranslations({ locale, namespace: 'PriceList' }),
  ]);
  return (
    <>
      <BreadcrumbJsonLd locale={locale} path={feeInformationPath(slug)} name={priceList('documentLink', { plan: plan.name })} />
      <PageIntro title={document.title} before={<BackLink href={href('priceList', locale)}>{t('priceListLink')}</BackLink>} />
      <Container>
        <Section>
          <FeeInformationDocument
            document={document}
            pdf={{ href: feeDocumentPdfPath(slug, locale), label: t('pdfLink', { name: document.title }) }}
          />
        </Section>
      </Container>
    </>
  );
}
