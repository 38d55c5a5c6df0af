import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '@site/theme';
import '@site/ui/styles.css';
import { Container } from '@/components/layout/Container';

/*
 * The column is narrow, but it starts on the header's edge like every page's content. At least a
 * screen tall: the page's state (loading, done, the form or a missing-link notice) is known only
 * once the script has read the fragment, and the footer starting below the first screen keeps
 * that change from moving anything in view (layout shift).
 */
const Section = styled(Container)`
  min-height: 100svh;
  align-content: start;
  padding-block: ${space.xxl};
  display: grid;
  grid-template-columns: minmax(0, 40rem);
  gap: ${space.l};

  > p {
    margin: 0;
  }
`;

const Emoji = styled.p`
  font-size: 3rem;
  margin: 0;
  line-height: 1;
`;

/** The frame of every system page: a narrow column with an optional emoji above the headline. */
export function AccountSection({ emoji, children }: { emoji?: string; children: ReactNode }) {
  return (
    <Section>
      {emoji ? <Emoji aria-hidden="true">{emoji}</Emoji> : null}
      {children}
    </Section>
  );
}
