import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@site/i18n';
import { SiteConsent } from '@/components/consent/SiteConsent';
import { CrashProbe } from '@/components/system/CrashProbe';
import { routing } from '@/i18n/routing';
import { SiteDocument } from '../../../SiteDocument';

// E2E builds only (next.config.ts pageExtensions): a layout directly below the root one, as
// app/[locale]/layout.tsx is, with the consent layer and a probe that crashes on the test's
// signal. No error.tsx lies above it, so the crash reaches app/global-error.tsx.
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LayoutCrashTestLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale}>
      <main id="main">{children}</main>
      <SiteConsent locale={locale} />
      <CrashProbe />
    </SiteDocument>
  );
}
