import { getTranslations } from 'next-intl/server';
import { href } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { Section } from '@/components/content/Section';
import { ComplaintAnswerTimes } from './ComplaintAnswerTimes';
import { DisputeBodies } from './DisputeBodies';

/**
 * The imprint's dispute resolution (§ 36 VSBG): the same facts as the complaints page, from the
 * same components, with the way to that page for how to complain.
 */
export async function ImprintComplaints({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ComplaintsPage' });
  return (
    <Section aria-labelledby="imprint-complaints">
      <h2 id="imprint-complaints">{t('imprintHeading')}</h2>
      <p>
        {t('imprintText')} <a href={href('complaints', locale)}>{t('headline')}</a>
      </p>
      <ComplaintAnswerTimes locale={locale} />
      <DisputeBodies locale={locale} />
    </Section>
  );
}
