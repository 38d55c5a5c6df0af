import { setRequestLocale } from 'next-intl/server';
import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { clientNamespaces } from '@/i18n/clientNamespaces';
import { BudgetCheck, type BudgetAdviceText } from '@/components/tools/BudgetCheck';
import { ToolPage } from '@/components/tools/ToolPage';
import { budgetCaseKeys, type BudgetCaseKey } from '@/lib/tools/budgetCheck';
import { routes } from '@site/config/routes';
import { routeMetadata } from '@/lib/metadata';

const { namespace } = routes.budgetCheck;

export const generateMetadata = routeMetadata('budgetCheck');

export default async function BudgetCheckPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const content = await getContent(locale);
  // Every case needs its advice; a missing one fails the build rather than a visitor's result.
  const advice = Object.fromEntries(
    budgetCaseKeys.map((key) => {
      const entry = content.budgetAdvice.find((item) => item.caseKey === key);
      if (!entry) throw new Error(`Budget check: no budgetAdvice entry for case '${key}' in ${locale}.`);
      return [key, { headline: entry.headline, advice: entry.advice }];
    }),
  ) as Record<BudgetCaseKey, BudgetAdviceText>;
  return (
    <ToolPage locale={locale} namespace={namespace} clientNamespaces={[...clientNamespaces, namespace, 'AmountField']}>
      <BudgetCheck locale={locale} advice={advice} />
    </ToolPage>
  );
}
