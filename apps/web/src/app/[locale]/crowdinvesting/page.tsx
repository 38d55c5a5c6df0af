import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { ThemedBand } from '@/components/content/ThemedBand';
import { CrowdinvestingBanner } from '@/components/crowdinvesting/CrowdinvestingBanner';
import { SignupSection } from '@/components/signup/SignupSection';
import { routeMetadata } from '@/lib/metadata';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';


// Spaced from the themed intro above and the sign-up band below as a band's content is.
const Banners = styled.div`
  display: grid;
  gap: ${space.l};
  padding-block: ${space.xl};

  ${media.mid} {
    padding-block: ${space.xxl};
  }
`;

export const generateMetadata = routeMetadata('crowdinvesting');

export default async function CrowdinvestingPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, content] = await Promise.all([
    getTranslations({ locale, namespace: 'CrowdinvestingPage' }),
    getContent(locale),
  ]);
  // Newest first: the announced round, the open one, then the completed ones (the content's
  // check keeps the statuses in the order of the dates).
  const banners = [...content.crowdinvestingBanners].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="crowdinvesting" />
      <PageIntro title={t('headline')} lead={t('lead')} theme="Apricot" />
      <Container>
        <Banners>
          {banners.map((banner) => (
            <CrowdinvestingBanner key={banner.id} banner={banner} locale={locale} riskWarning={content.notices.crowdinvestingRisk} />
          ))}
        </Banners>
      </Container>
      <ThemedBand theme="StoneLight">
        <SignupSection locale={locale} type="crowdinvesting" />
      </ThemedBand>
    </>
  );
}
