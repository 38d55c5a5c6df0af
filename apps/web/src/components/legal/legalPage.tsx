import type { LegalPageKind } from '@site/content';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { pageMetadata } from '@/lib/metadata';
import { LegalPageView } from './LegalPageView';
import { legalPaths } from './legalPaths';

type Props = { params: Promise<{ locale: Locale }> };

/** generateMetadata of a legal page: title and description from LegalPages.<kind>. */
export function legalMetadata(kind: LegalPageKind) {
  return async ({ params }: Props) => {
    const { locale } = await params;
    return pageMetadata({ locale, path: legalPaths[kind], namespace: `LegalPages.${kind}` });
  };
}

/** The page component of a legal page without extra sections. */
export function legalPage(kind: LegalPageKind) {
  return async function LegalPage({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    return <LegalPageView locale={locale} kind={kind} />;
  };
}
