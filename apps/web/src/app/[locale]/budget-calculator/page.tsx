import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { clientNamespaces } from '@/i18n/clientNamespaces';
import { BudgetCalculator } from '@/components/tools/BudgetCalculator';
import { ToolPage } from '@/components/tools/ToolPage';
import { routes } from '@site/config/routes';
import { routeMetadata } from '@/lib/metadata';

const { namespace } = routes.budgetCalculator;

export const generateMetadata = routeMetadata('budgetCalculator');

export default async function BudgetCalculatorPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <ToolPage locale={locale} namespace={namespace} clientNamespaces={[...clientNamespaces, namespace, 'AmountField']}>
      <BudgetCalculator locale={locale} />
    </ToolPage>
  );
}
