import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';

// E2E builds only: the page of the layout-crash probe (see layout.e2e.tsx beside it); the
// layout holds everything the test needs.
export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GenericError' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default function LayoutCrashTestPage() {
  return null;
}
