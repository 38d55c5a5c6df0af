import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { legalMetadata } from '@/components/legal/legalPage';
import { LegalPageView } from '@/components/legal/LegalPageView';
import { ImprintComplaints } from '@/components/complaints/ImprintComplaints';

export const generateMetadata = legalMetadata('imprint');

export default async function ImprintPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <LegalPageView locale={locale} kind="imprint">
      <ImprintComplaints locale={locale} />
    </LegalPageView>
  );
}
