import { getTranslations } from 'next-intl/server';
import type { Job } from '@site/content';
import type { Locale } from '@site/i18n';
import { FactList } from '@/components/content/Section';
import { formatDate, formatEuro } from '@/lib/format';

/** Team, working hours, type of employment, location, dates and salary of a job. */
export async function JobFacts({ job, locale }: { job: Job; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'JobFacts' });
  return (
    <FactList>
      <dt>{t('department')}</dt>
      <dd>{job.department.name}</dd>
      <dt>{t('schedule')}</dt>
      <dd>{t(`schedules.${job.schedule}`)}</dd>
      <dt>{t('employmentType')}</dt>
      <dd>{t(`employmentTypes.${job.employmentType}`)}</dd>
      <dt>{t('location')}</dt>
      <dd>{job.location}</dd>
      <dt>{t('datePosted')}</dt>
      <dd>
        <time dateTime={job.publishedAt}>{formatDate(job.publishedAt, locale)}</time>
      </dd>
      <dt>{t('validThrough')}</dt>
      <dd>
        <time dateTime={job.validThrough}>{formatDate(job.validThrough, locale)}</time>
      </dd>
      {job.salary ? (
        <>
          <dt>{t('salary')}</dt>
          <dd>
            {t('salaryRange', {
              min: formatEuro(job.salary.min, locale, { whole: true }),
              max: formatEuro(job.salary.max, locale, { whole: true }),
            })}
          </dd>
        </>
      ) : null}
    </FactList>
  );
}
