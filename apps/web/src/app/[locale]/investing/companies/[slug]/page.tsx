import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getContent } from '@site/content';
import { locales, type Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { BackLink, FactList, Section } from '@/components/content/Section';
import { formatCountry, formatFundPercent } from '@/lib/fundFacts';
import { pageMetadata } from '@/lib/metadata';
import { detailPaths } from '@/lib/detailRoutes';
import { href } from '@site/config/routes';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { detailPath } from '@/lib/detailRoutes';

type Params = Promise<{ locale: Locale; slug: string }>;

export const dynamicParams = false;

export async function generateStaticParams() {
  const perLocale = await Promise.all(
    locales.map(async (locale) =>
      (await getContent(locale)).companies.map((company) => ({ locale, slug: company.slug })),
    ),
  );
  return perLocale.flat();
}

async function findCompany(locale: Locale, slug: string) {
  const company = (await getContent(locale)).companies.find((c) => c.slug === slug);
  if (!company) notFound();
  return company;
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, slug } = await params;
  const company = await findCompany(locale, slug);
  return pageMetadata({
    locale,
    path: await detailPaths('company', locale, slug),
    namespace: 'CompanyPage',
    values: { name: company.name, summary: company.description },
    cardTitle: company.name,
  });
}

export default async function CompanyPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const company = await findCompany(locale, slug);
  const [t, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'CompanyPage' }),
    getTranslations({ locale, namespace: 'CompaniesPage' }),
  ]);
  return (
    <>
      <BreadcrumbJsonLd locale={locale} path={detailPath('company', slug)} name={company.name} />
      <PageIntro
        title={company.name}
        lead={company.description}
        before={<BackLink href={href('companies', locale)}>{t('back')}</BackLink>}
      />
      <Container>
        <Section>
          <p className="company-approach">{company.approach}</p>
          <FactList>
            <dt>{t('category')}</dt>
            <dd>{categories(`categories.${company.category}`)}</dd>
            <dt>{t('country')}</dt>
            <dd>{formatCountry(company.country, locale)}</dd>
            <dt>{t('weight')}</dt>
            <dd>{formatFundPercent(company.portfolioWeight, locale)}</dd>
            {company.website ? (
              <>
                <dt>{t('website')}</dt>
                <dd>
                  <a href={company.website}>{company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a>
                </dd>
              </>
            ) : null}
          </FactList>
        </Section>
        <Section aria-labelledby="company-reason">
          <h2 id="company-reason">{t('reasonHeading')}</h2>
          <p>{company.sustainabilityReason}</p>
        </Section>
        <Section aria-labelledby="company-result">
          <h2 id="company-result">{t('resultHeading')}</h2>
          <p>{company.measurableResult}</p>
        </Section>
      </Container>
    </>
  );
}
