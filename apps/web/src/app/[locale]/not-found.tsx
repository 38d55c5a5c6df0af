import { useLocale } from 'next-intl';
import type { Locale } from '@site/i18n';
import { NotFoundView } from '@/components/system/NotFoundView';

export default function LocaleNotFound() {
  const locale = useLocale() as Locale;
  return <NotFoundView locale={locale} />;
}
