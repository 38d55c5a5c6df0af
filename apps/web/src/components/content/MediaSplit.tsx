import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentImage } from '@site/content';
import { Picture } from '@site/content/react';
import { media, radius, space } from '@site/theme';

const Split = styled.div`
  display: grid;
  /* minmax(0, …): a long word (German compounds) must not widen the column past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.l};
  align-items: center;

  > picture img {
    display: block;
    width: 100%;
    border-radius: ${radius.l};
  }

  /* Below the text on a tablet, a picture as wide as the page would fill the whole screen. */
  > picture {
    justify-self: center;
    width: 100%;
    max-width: 32rem;
  }

  /* A picture of its own size (an app screen), centred in its column. */
  > .media-split__own {
    justify-self: center;
  }

  ${media.mid} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xl};

    > picture {
      max-width: none;
    }
  }
`;

/**
 * Text beside a content picture (below it on phones). The picture's column is half the content
 * width, which `sizes` tells the browser. Without a content image, `fallback` (a picture that
 * sizes itself, such as an app screen) stands in its place, centred.
 */
export function MediaSplit({
  image,
  fallback,
  priority = false,
  children,
}: {
  image?: ContentImage;
  fallback?: ReactNode;
  priority?: boolean;
  children: ReactNode;
}) {
  if (!image && !fallback) return <>{children}</>;
  return (
    <Split>
      <div>{children}</div>
      {image ? (
        <Picture image={image} priority={priority} sizes="(min-width: 59.375rem) 32rem, 100vw" />
      ) : (
        <div className="media-split__own">{fallback}</div>
      )}
    </Split>
  );
}
