import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getLocale } from 'next-intl/server';
import type { AppScreenId } from '@site/app-screens';
import type { Locale } from '@site/i18n';
import { breakpoints, media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';
import { AppScreen } from '@/components/appScreens/AppScreen';
import { FIRST_SCREEN_ID } from '@/components/layout/firstScreen';

/*
 * An Apricot band, as the home hero, at least a screen tall: the footer starts below the first
 * screen and the band, not an empty white area, fills it. That also keeps the page from shifting: its state
 * (loading, done, the form or a missing-link notice) is known only once the script has read the
 * fragment, and the content column starts at the top, so a change only moves what is below it.
 * The top space grows with the screen's height, so on a tall screen the content sits
 * in the band rather than under the header. The column starts on the header's edge like every
 * page's content; from the mid breakpoint a screen of the app stands beside it (the page's LCP
 * element, so loaded at once), on a phone it is left out (and gets an empty image instead of
 * its files) so the message fills the first screen.
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

  ${media.mid} {
    grid-template-columns: minmax(0, 40rem) minmax(0, 1fr);

    picture {
      display: block;
      justify-self: center;
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
 * screen of the app. `fit`: the band is as tall as its content rather than a screen. `screen`:
 * which screen stands beside the column (the account, unless the page says otherwise).
 */
export async function SystemPageFrame({
  children,
  fit = false,
  screen = 'account',
}: {
  children: ReactNode;
  fit?: boolean;
  screen?: AppScreenId;
}) {
  const locale = (await getLocale()) as Locale;
  return (
    <Band id={FIRST_SCREEN_ID} data-theme="Apricot" data-fit={fit || undefined}>
      <Layout>
        <Column>{children}</Column>
        {/* Where it is shown it is the page's largest element (LCP): eager, preloaded for those screens only. */}
        <AppScreen screen={screen} locale={locale} width={16} priority shownWhen={`(min-width: ${breakpoints.mid}rem)`} />
      </Layout>
    </Band>
  );
}
