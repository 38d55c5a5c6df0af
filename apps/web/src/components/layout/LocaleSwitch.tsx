'use client';

import { useTranslations } from 'next-intl';
import { otherLocale, type Locale } from '@site/i18n';
import { Link, usePathname } from '@/i18n/navigation';

/** Opens the same page in the other locale. */
export function LocaleSwitch({ locale }: { locale: Locale }) {
  const t = useTranslations('LocaleSwitcher');
  const pathname = usePathname();
  const target = otherLocale(locale);
  return (
    <Link
      href={pathname}
      locale={target}
      hrefLang={target}
      lang={target}
      aria-label={t('switchToLabel')}
      className="locale-switch"
    >
      {t('switchTo')}
    </Link>
  );
}
