import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';

const Wrapper = styled.header`
  padding-block: ${space.xl} ${space.l};

  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    max-width: 24ch;
  }

  p {
    font-size: 1.125rem;
    max-width: 40rem;
    color: var(--color-text-muted);
  }

  ${media.mid} {
    padding-block: ${space.xxl} ${space.xl};
  }
`;

/** The h1 and lead of a content page; `before` holds a back link or eyebrow. */
export function PageIntro({ title, lead, before }: { title: ReactNode; lead?: ReactNode; before?: ReactNode }) {
  return (
    <Wrapper>
      <Container>
        {before}
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </Container>
    </Wrapper>
  );
}
