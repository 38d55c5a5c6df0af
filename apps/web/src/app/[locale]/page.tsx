import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { pageMetadata } from '@/lib/metadata';

const Hero = styled.section`
  padding-block: ${space.xxl};

  h1 {
    font-size: clamp(2rem, 6vw, 3.5rem);
    max-width: 20ch;
  }

  p {
    font-size: 1.125rem;
    max-width: 40rem;
    color: var(--color-text-muted);
  }

  ${media.mid} {
    padding-block: 6rem;
  }
`;

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  return pageMetadata({ locale, path: '/', namespace: 'HomePage' });
}

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return (
    <Hero data-theme="StoneLight">
      <Container>
        <h1>{t('headline')}</h1>
        <p>{t('lead')}</p>
      </Container>
    </Hero>
  );
}
