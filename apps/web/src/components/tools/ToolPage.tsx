import '@site/ui/styles.css';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import styled from 'styled-components';
import type { Locale } from '@site/i18n';
import { pickMessages } from '@site/i18n/web';
import { media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { FIRST_SCREEN_ID } from '@/components/layout/firstScreen';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { routeList } from '@site/config/routes';
import { PrintStamp } from '@/components/print/PrintStamp';
import { absoluteUrl } from '@/lib/metadata';

const Section = styled.div`
  padding-block: ${space.xl} ${space.xxl};

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.75rem);
    margin-block: 0 ${space.m};
    overflow-wrap: anywhere;
  }

  ${media.mid} {
    padding-block: ${space.xxl};
  }
`;

const Intro = styled.p`
  max-width: 44rem;
  margin-block: 0 ${space.xl};
  font-size: 1.125rem;
  color: var(--color-text-muted);
`;

const NoticeSlot = styled.div`
  margin-block: -${space.m} ${space.xl};
`;

export interface ToolPageProps {
  locale: Locale;
  /** The page's namespace: its `headline` and `intro`. */
  namespace: string;
  /** The namespaces the tool reads in the browser; only these are sent with the page. */
  clientNamespaces: readonly string[];
  /** The tool, a client component. */
  children: ReactNode;
  /** Server-rendered content below the tool. */
  after?: ReactNode;
  /** Server-rendered content between the intro and the tool (a regulatory notice). */
  notice?: ReactNode;
}

/** The frame every tool page shares: headline, intro, and the tool with only its own texts. */
export async function ToolPage({ locale, namespace, clientNamespaces, children, after, notice }: ToolPageProps) {
  const [t, common, messages] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'Common' }),
    getMessages({ locale }),
  ]);
  // Each tool is the one registry page with its namespace.
  const route = routeList.find((r) => r.namespace === namespace);
  return (
    <Section>
      {route ? <BreadcrumbJsonLd locale={locale} route={route.id} /> : null}
      <Container>
        <h1>{t('headline')}</h1>
        {/* The first screen's largest text ends here (the intro, or the notice below it): the first
            frame does not wait for the tool, which is drawn in the next. */}
        <Intro id={notice ? undefined : FIRST_SCREEN_ID}>{t('intro')}</Intro>
        {notice ? <NoticeSlot id={FIRST_SCREEN_ID}>{notice}</NoticeSlot> : null}
        <NextIntlClientProvider messages={pickMessages(messages, clientNamespaces)}>{children}</NextIntlClientProvider>
        {after ? <div data-print="hide">{after}</div> : null}
        {route ? <PrintStamp url={absoluteUrl(locale, route.path)} locale={locale} label={common('printedFrom')} /> : null}
      </Container>
    </Section>
  );
}
