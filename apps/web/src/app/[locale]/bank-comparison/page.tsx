import { setRequestLocale } from 'next-intl/server';
import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { BankComparator } from '@/components/tools/BankComparator';
import { ToolPage } from '@/components/tools/ToolPage';
import { FigureSource } from '@/components/content/FigureSource';
import { routes } from '@site/config/routes';
import { routeMetadata } from '@/lib/metadata';

const { namespace } = routes.bankComparison;

export const generateMetadata = routeMetadata('bankComparison');

export default async function BankComparisonPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const content = await getContent(locale);
  const categories = [...content.bankCategories]
    .sort((a, b) => a.order - b.order)
    .map(({ key, name, explanation }) => ({ key, name, explanation }));
  const banks = content.banks.map(({ slug, name, isOwnOffer, ratings }) => ({ slug, name, isOwnOffer, ratings }));
  return (
    <ToolPage
      locale={locale}
      namespace={namespace}
      clientNamespaces={[namespace]}
      notice={<FigureSource source={content.figureSources.bankComparison} locale={locale} />}
    >
      <BankComparator locale={locale} banks={banks} categories={categories} />
    </ToolPage>
  );
}
