import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { Section } from '@/components/content/Section';
import { ImpactFigures } from '@/components/impact/ImpactFigures';
import { pageMetadata } from '@/lib/metadata';

const path = '/impact/';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  return pageMetadata({ locale, path, namespace: 'ImpactPage' });
}

export default async function ImpactPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, content] = await Promise.all([getTranslations({ locale, namespace: 'ImpactPage' }), getContent(locale)]);
  return (
    <>
      <PageIntro title={t('headline')} lead={t('lead')} />
      <Container>
        <Section>
          <ImpactFigures metrics={content.impactMetrics} locale={locale} />
        </Section>
      </Container>
    </>
  );
}
