import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { complaintAnswerDays } from '@/lib/complaints';

/** How soon a complaint is answered: PSD2 art. 101's 15 business days, 35 at most (lib/complaints.ts). */
export async function ComplaintAnswerTimes({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ComplaintsPage' });
  return (
    <>
      <p data-complaint-answer-times>
        {t('answerPayments', { days: complaintAnswerDays.paymentServices, maxDays: complaintAnswerDays.exceptional })}
      </p>
      <p>{t('answerOther')}</p>
    </>
  );
}
