import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { routing } from '@/i18n/routing';
import { NotFoundView } from '@/components/system/NotFoundView';
import { pageMetadata } from '@/lib/metadata';

// A static export cannot answer unknown paths itself. This renders each locale's 404 page at
// /{locale}/404/, which scripts/postbuild.mjs moves to /{locale}/404.html: the file that
// Cloudflare Pages and scripts/serve.mjs answer unknown paths below /{locale}/ with (status 404).
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale, rest: ['404'] }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  return pageMetadata({ locale, path: '/404/', namespace: 'NotFound', noindex: true });
}

export default async function NotFoundPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NotFoundView locale={locale} />;
}
