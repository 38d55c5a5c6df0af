import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@site/i18n';
import { href } from '@site/config/routes';

/**
 * The locale layout's not-found boundary. Next renders it into the data of every page (for a
 * client-side navigation that never happens here: links are plain anchors, and the host answers
 * an unknown path with /{locale}/404.html, the full 404 page of [...rest]/page.tsx). So it is the
 * headline and the way home, not the whole 404 view with its picture and styles in every page.
 */
export default function LocaleNotFound() {
  const locale = useLocale() as Locale;
  const t = useTranslations('NotFound');
  return (
    <p>
      <a href={href('home', locale)}>{t('headline')}</a>
    </p>
  );
}
