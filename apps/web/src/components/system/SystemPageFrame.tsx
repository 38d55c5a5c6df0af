import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getLocale } from 'next-intl/server';
import { getContent, pageSectionImage } from '@site/content';
import { Picture } from '@site/content/react';
import type { Locale } from '@site/i18n';
import { media, radius, space } from '@site/theme';
import { Container } from '@/components/layout/Container';

/*
 * An Apricot band, as the home hero, at least a screen tall: the footer starts below the first
 * screen and the band, not an empty white area, fills it. That also keeps the page from shifting: its state
 * (loading, done, the form or a missing-link notice) is known only once the script has read the
 * fragment, and the content column starts at the top, so a change only moves what is below it.
 * The top space grows with the screen's height, so on a tall screen the content sits
 * in the band rather than under the header. The column starts on the header's edge like every
 * page's content; from the mid breakpoint the hero's picture (the app on a phone, drawn on the
 * band's colour) stands beside it, on a phone it is left out (and, lazy and not rendered, never
 * loaded) so the message fills the first screen.
 */
const Band = styled.div`
  min-height: 100svh;
  padding-block: ${space.xl};

  /* A page whose content is in the HTML and never changes (the 404) needs no reserved screen. */
  &[data-fit] {
    min-height: 0;
  }

  ${media.mid} {
    padding-block: clamp(${space.xxl}, 16svh, 10rem) ${space.xxl};
  }
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${space.xl};
  align-items: start;

  picture {
    display: none;
  }

  img {
    display: block;
    width: 100%;
    border-radius: ${radius.l};
  }

  ${media.mid} {
    grid-template-columns: minmax(0, 40rem) minmax(0, 1fr);

    picture {
      display: block;
    }
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${space.l};
  align-content: start;

  > p,
  > h1 {
    margin: 0;
  }
`;

/**
 * The frame of every system page (the account pages and the 404): the band, the column, the
 * picture. `fit`: the band is as tall as its content rather than a screen.
 */
export async function SystemPageFrame({ children, fit = false }: { children: ReactNode; fit?: boolean }) {
  const content = await getContent((await getLocale()) as Locale);
  const image = pageSectionImage(content, 'home.hero');
  return (
    <Band data-theme="Apricot" data-fit={fit || undefined}>
      <Layout>
        <Column>{children}</Column>
        {image ? <Picture image={image} alt="" sizes="(min-width: 59.375rem) 20rem, 1px" /> : null}
      </Layout>
    </Band>
  );
}
