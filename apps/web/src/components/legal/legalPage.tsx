import { setRequestLocale } from 'next-intl/server';
import type { LegalPageKind } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { routeMetadata } from '@/lib/metadata';
import { LegalPageView } from './LegalPageView';

type Props = { params: Promise<{ locale: Locale }> };

/** generateMetadata of a legal page: title and description from LegalPages.<kind>. */
export function legalMetadata(kind: LegalPageKind) {
  return routeMetadata(kind);
}

/** The page component of a legal page without extra sections. */
export function legalPage(kind: LegalPageKind) {
  return async function LegalPage({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    return <LegalPageView locale={locale} kind={kind} />;
  };
}
