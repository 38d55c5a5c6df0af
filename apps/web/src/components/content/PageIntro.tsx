import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentImage } from '@site/content';
import { media, space, type ThemeName } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { MediaSplit } from '@/components/content/MediaSplit';
import { FIRST_SCREEN_ID } from '@/components/layout/firstScreen';

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

/**
 * The h1 and lead of a content page; `before` holds a back link or eyebrow. With an `image` (the
 * page's LCP element) the picture stands beside the text and is preloaded; `theme` colours the band.
 * It is the page's first screen (`FIRST_SCREEN_ID`): the first frame does not wait for what follows.
 */
export function PageIntro({
  title,
  lead,
  before,
  image,
  theme,
}: {
  title: ReactNode;
  lead?: ReactNode;
  before?: ReactNode;
  image?: ContentImage;
  theme?: ThemeName;
}) {
  return (
    <Wrapper id={FIRST_SCREEN_ID} data-theme={theme}>
      <Container>
        <MediaSplit image={image} priority>
          {before}
          <h1>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </MediaSplit>
      </Container>
    </Wrapper>
  );
}
