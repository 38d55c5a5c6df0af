import '@site/ui/styles.css';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';

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

/** The frame every tool page shares: headline, intro and the tool itself. */
export function ToolPage({ headline, intro, children }: { headline: string; intro: string; children: ReactNode }) {
  return (
    <Section>
      <Container>
        <h1>{headline}</h1>
        <Intro>{intro}</Intro>
        {children}
      </Container>
    </Section>
  );
}
