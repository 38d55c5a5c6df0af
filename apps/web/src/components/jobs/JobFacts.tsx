import { getTranslations } from 'next-intl/server';
import type { Job } from '@site/content';
import type { Locale } from '@site/i18n';
import { FactList } from '@/components/content/Section';

/** Team, working hours, type of employment and location of a job. */
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
    </FactList>
  );
}
