import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { Section } from '@/components/content/Section';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { ComplaintChannels } from '@/components/complaints/ComplaintChannels';
import { ComplaintAnswerTimes } from '@/components/complaints/ComplaintAnswerTimes';
import { DisputeBodies } from '@/components/complaints/DisputeBodies';
import { routeMetadata } from '@/lib/metadata';

const Body = styled.div`
  max-width: 48rem;
`;

export const generateMetadata = routeMetadata('complaints');

/** How to complain, how soon the answer comes, and where to turn next (the imprint says the same). */
export default async function ComplaintsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ComplaintsPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="complaints" />
      <PageIntro title={t('headline')} lead={t('intro')} />
      <Container>
        <Body>
          <Section aria-labelledby="complaints-how">
            <h2 id="complaints-how">{t('howHeading')}</h2>
            <p>{t('howText')}</p>
            <ComplaintChannels locale={locale} headingId="complaints-include" />
          </Section>
          <Section aria-labelledby="complaints-answer">
            <h2 id="complaints-answer">{t('answerHeading')}</h2>
            <ComplaintAnswerTimes locale={locale} />
          </Section>
          <Section aria-labelledby="complaints-next">
            <h2 id="complaints-next">{t('nextHeading')}</h2>
            <DisputeBodies locale={locale} />
          </Section>
        </Body>
      </Container>
    </>
  );
}
