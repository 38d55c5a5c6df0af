import { getTranslations } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { ButtonLink } from '@site/ui';
import { Card } from '@/components/content/Section';
import { href } from '@site/config/routes';

/** The end of the magazine: everything read, the newsletter brings the next articles. */
export async function MagazineEnd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MagazinePage' });
  return (
    <Card as="section" className="magazine-end" aria-labelledby="magazine-end">
      <h2 id="magazine-end">{t('endHeading')}</h2>
      <p>{t('endText')}</p>
      <ButtonLink href={href('newsletter', locale)}>{t('newsletterLink')}</ButtonLink>
    </Card>
  );
}
