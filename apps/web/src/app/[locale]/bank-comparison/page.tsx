import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { pickMessages } from '@site/i18n/web';
import { BankComparator } from '@/components/tools/BankComparator';
import { ToolPage } from '@/components/tools/ToolPage';
import { routes } from '@site/config/routes';
import { routeMetadata } from '@/lib/metadata';

const { namespace } = routes.bankComparison;

export const generateMetadata = routeMetadata('bankComparison');

export default async function BankComparisonPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, content, messages] = await Promise.all([
    getTranslations({ locale, namespace }),
    getContent(locale),
    getMessages({ locale }),
  ]);
  const categories = [...content.bankCategories]
    .sort((a, b) => a.order - b.order)
    .map(({ key, name, explanation }) => ({ key, name, explanation }));
  const banks = content.banks.map(({ slug, name, isOwnOffer, ratings }) => ({ slug, name, isOwnOffer, ratings }));
  return (
    <ToolPage headline={t('headline')} intro={t('intro')}>
      <NextIntlClientProvider messages={pickMessages(messages, [namespace])}>
        <BankComparator locale={locale} banks={banks} categories={categories} />
      </NextIntlClientProvider>
    </ToolPage>
  );
}
