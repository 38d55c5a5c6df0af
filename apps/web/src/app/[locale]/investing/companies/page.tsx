import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { companyCategories, getContent } from '@site/content';
import { intlLocale, type Locale } from '@site/i18n';
import { media, space, vars } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { card, cardGrid } from '@/components/content/cardGrid';
import { PageIntro } from '@/components/content/PageIntro';
import { BackLink, Section } from '@/components/content/Section';
import { CompanyBrowser, type CompanyCardData } from '@/components/investing/CompanyBrowser';
import { formatFundPercent } from '@/lib/fundFacts';
import { routeMetadata } from '@/lib/metadata';
import { href } from '@site/config/routes';
import { detailHref } from '@/lib/detailRoutes';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';


const Browser = styled.div`
  .company-browser__search {
    display: grid;
    gap: ${space.xs};
    max-width: 24rem;
    margin-bottom: ${space.m};
  }

  .company-browser__search input {
    min-height: 2.75rem;
    padding: ${space.s};
    font: inherit;
    border: 1px solid ${vars.color.border};
    border-radius: 0.375rem;
  }

  .company-browser__categories {
    display: none;
    flex-wrap: wrap;
    gap: ${space.xs};
  }

  /* Phones: one select instead of eleven chips; from the small breakpoint up, the chips. */
  .company-browser__category-select {
    max-width: 24rem;
  }

  ${media.small} {
    .company-browser__categories {
      display: flex;
    }

    .company-browser__category-select {
      display: none;
    }
  }

  .company-browser__categories button {
    min-height: 2.75rem;
    padding: ${space.xs} ${space.m};
    border: 1px solid ${vars.color.border};
    border-radius: 999px;
    background: ${vars.color.background};
    color: ${vars.color.text};
    font: inherit;
    cursor: pointer;
  }

  .company-browser__categories button[aria-pressed='true'] {
    background: ${vars.color.accent};
    border-color: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }

  .company-browser__count {
    font-weight: 600;
  }

  .company-browser__list {
    ${cardGrid({ min: '16rem', gap: space.s, repeat: 'auto-fill' })}
  }

  .company-browser__list li {
    ${card()}
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${space.s};
    align-items: center;
  }

  .company-browser__list a {
    grid-column: 2;
    font-weight: 600;
    padding-block: ${space.xs};
  }

  .company-browser__list span {
    grid-column: 2;
    color: ${vars.color.textMuted};
    font-size: 0.875rem;
  }

  .company-browser__list .company-browser__monogram {
    grid-column: 1;
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${vars.color.surface};
    border: 2px solid ${vars.color.accent};
    color: ${vars.color.text};
    font-size: 1rem;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`;

export const generateMetadata = routeMetadata('companies');

export default async function CompaniesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, content] = await Promise.all([getTranslations({ locale, namespace: 'CompaniesPage' }), getContent(locale)]);
  const collator = new Intl.Collator(intlLocale(locale));
  const companies: CompanyCardData[] = [...content.companies]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((company) => ({
      slug: company.slug,
      href: detailHref('company', company.slug, locale),
      name: company.name,
      category: company.category,
      categoryLabel: t(`categories.${company.category}`),
      weightLabel: t('weight', { weight: formatFundPercent(company.portfolioWeight, locale) }),
    }));
  const results = Object.fromEntries(
    Array.from({ length: companies.length + 1 }, (_, count) => [count, t('results', { count })]),
  );

  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="companies" />
      <PageIntro
        title={t('headline')}
        lead={t('lead')}
        before={<BackLink href={href('investing', locale)}>{t('backToFund')}</BackLink>}
      />
      <Container>
        <Section>
          <Browser>
            <CompanyBrowser
              companies={companies}
              categories={companyCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
              texts={{
                searchLabel: t('searchLabel'),
                categoryLabel: t('categoryLabel'),
                allCategories: t('allCategories'),
                results,
                noMatch: t('noMatch'),
                reset: t('reset'),
              }}
            />
          </Browser>
        </Section>
      </Container>
    </>
  );
}
