import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { pickMessages } from '@site/i18n/web';
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
  const t = await getTranslations({ locale, namespace });
  // Only this tool's texts go to the browser, not the whole catalogue.
  const messages = pickMessages(await getMessages({ locale }), [...clientNamespaces, namespace, 'AmountField']);
  return (
    <ToolPage headline={t('headline')} intro={t('intro')}>
      <NextIntlClientProvider messages={messages}>
        <BudgetCalculator locale={locale} />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
