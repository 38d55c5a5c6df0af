import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getContent, pageSectionImage } from '@site/content';
import type { Locale } from '@site/i18n';
import { PageIntro } from '@/components/content/PageIntro';
import { ThemedBand } from '@/components/content/ThemedBand';
import { ImpactFigures } from '@/components/impact/ImpactFigures';
import { routeMetadata } from '@/lib/metadata';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';


export const generateMetadata = routeMetadata('impact');

export default async function ImpactPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, content] = await Promise.all([getTranslations({ locale, namespace: 'ImpactPage' }), getContent(locale)]);
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="impact" />
      <PageIntro title={t('headline')} lead={t('lead')} theme="StoneLight" image={pageSectionImage(content, 'home.impact')} />
      <ThemedBand theme="Ocean">
        <ImpactFigures metrics={content.impactMetrics} sources={content.figureSources} locale={locale} />
      </ThemedBand>
    </>
  );
}
