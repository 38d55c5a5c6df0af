import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { legalMetadata } from '@/components/legal/legalPage';
import { LegalPageView } from '@/components/legal/LegalPageView';
import { PartnerTable } from '@/components/legal/PartnerTable';

export const generateMetadata = legalMetadata('partners');

export default async function PartnersPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <LegalPageView locale={locale} kind="partners">
      <PartnerTable locale={locale} />
    </LegalPageView>
  );
}
