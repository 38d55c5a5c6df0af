import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { clientNamespaces } from '@/i18n/clientNamespaces';
import { BudgetCalculator } from '@/components/tools/BudgetCalculator';
import { ToolPage } from '@/components/tools/ToolPage';
import { pageMetadata } from '@/lib/metadata';

const path = '/budget-calculator/';
const namespace = 'BudgetCalculator';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  return pageMetadata({ locale, path, namespace });
}

export default async function BudgetCalculatorPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <ToolPage locale={locale} namespace={namespace} clientNamespaces={[...clientNamespaces, namespace, 'AmountField']}>
      <BudgetCalculator locale={locale} />
    </ToolPage>
  );
}
