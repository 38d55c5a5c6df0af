import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { CrashProbe } from '@/components/system/CrashProbe';

// E2E builds only (next.config.ts pageExtensions): a page that crashes on the test's signal
// (CrashProbe), to show the page-level crash fallback, error.tsx, inside the site's frame.
export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GenericError' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default function CrashTestPage() {
  return <CrashProbe />;
}
