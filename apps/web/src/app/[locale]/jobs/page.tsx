import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { employmentTypes, getContent, pageSectionImage } from '@site/content';
import type { Locale } from '@site/i18n';
import { ButtonLink } from '@site/ui';
import { space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { card, cardGrid, cardLink } from '@/components/content/cardGrid';
import { PageIntro } from '@/components/content/PageIntro';
import { Card, Section } from '@/components/content/Section';
import { JobBoard, type JobCardData } from '@/components/jobs/JobBoard';
import { FaqTeaser } from '@/components/content/FaqTeaser';
import { siteConfig } from '@/config';
import { routeMetadata } from '@/lib/metadata';
import { detailHref } from '@/lib/detailRoutes';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';


const Board = styled.div`
  .job-board__filters {
    display: grid;
    gap: ${space.m};
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    margin-bottom: ${space.m};
  }

  .job-board__count {
    font-weight: 600;
  }

  .job-board__list {
    ${cardGrid()}
  }

  .job-card {
    ${card()}
  }

  .job-card h3 {
    font-size: 1.25rem;
    margin-bottom: ${space.xs};
  }

  .job-card a {
    ${cardLink}
  }

  .job-card p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

export const generateMetadata = routeMetadata('jobs');

export default async function JobsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, facts, content] = await Promise.all([
    getTranslations({ locale, namespace: 'JobsPage' }),
    getTranslations({ locale, namespace: 'JobFacts' }),
    getContent(locale),
  ]);
  const jobs: JobCardData[] = content.jobs.map((job) => ({
    slug: job.slug,
    href: detailHref('job', job.slug, locale),
    name: job.name,
    department: { key: job.department.key, name: job.department.name },
    employmentType: job.employmentType,
    employmentTypeLabel: facts(`employmentTypes.${job.employmentType}`),
    scheduleLabel: facts(`schedules.${job.schedule}`),
    location: job.location,
  }));
  const results = Object.fromEntries(
    Array.from({ length: jobs.length + 1 }, (_, count) => [count, t('results', { count })]),
  );
  const speculativeHref = `mailto:${siteConfig.contactEmail}?subject=${encodeURIComponent(t('speculativeSubject'))}`;

  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="jobs" />
      <PageIntro title={t('headline')} lead={t('lead')} theme="Rose" image={pageSectionImage(content, 'jobs.intro')} />
      <Container>
        <Section aria-labelledby="jobs-list">
          <h2 id="jobs-list" className="ui-visually-hidden">
            {t('filtersLabel')}
          </h2>
          {jobs.length === 0 ? (
            <Card>
              <h3>{t('noJobs')}</h3>
              <p>{t('noJobsText')}</p>
            </Card>
          ) : (
            <Board>
              <JobBoard
                jobs={jobs}
                departments={content.jobDepartments.map((d) => ({ value: d.key, label: d.name }))}
                employmentTypes={employmentTypes.map((type) => ({
                  value: type,
                  label: facts(`employmentTypes.${type}`),
                }))}
                texts={{
                  filtersLabel: t('filtersLabel'),
                  departmentLabel: t('departmentLabel'),
                  typeLabel: t('typeLabel'),
                  allDepartments: t('allDepartments'),
                  allTypes: t('allTypes'),
                  results,
                  noMatch: t('noMatch'),
                  noMatchText: t('noMatchText'),
                  reset: t('reset'),
                }}
              />
            </Board>
          )}
        </Section>
        <Section aria-labelledby="jobs-speculative">
          <Card>
            <h2 id="jobs-speculative">{t('speculativeHeading')}</h2>
            <p>{t('speculativeText')}</p>
            <ButtonLink href={speculativeHref} variant="secondary">
              {t('speculativeCta')}
            </ButtonLink>
          </Card>
        </Section>
        <FaqTeaser topic="jobs" heading={t('faqHeading')} entries={content.faqEntries} />
      </Container>
    </>
  );
}
