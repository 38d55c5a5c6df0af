import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { legalMetadata } from '@/components/legal/legalPage';
import { LegalPageView } from '@/components/legal/LegalPageView';
import { CookieTable } from '@/components/legal/CookieTable';

export const generateMetadata = legalMetadata('privacy');

export default async function PrivacyPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <LegalPageView locale={locale} kind="privacy">
      <CookieTable locale={locale} />
    </LegalPageView>
  );
}
