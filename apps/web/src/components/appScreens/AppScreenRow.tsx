import styled from 'styled-components';
import type { AppScreenId } from '@site/app-screens';
import type { Locale } from '@site/i18n';
import { breakpoints, space } from '@site/theme';
import { AppScreen } from './AppScreen';

const Row = styled.ul`
  display: flex;
  gap: ${space.l};
  margin: ${space.xl} 0 0;
  padding: 0;
  list-style: none;

  /* Side by side at every width: on a phone each takes its share of the row. */
  > li {
    flex: 0 1 auto;
    min-width: 0;
  }
`;

/** A few screens of the app side by side, each at most `width` rem wide. */
export function AppScreenRow({ screens, locale, width }: { screens: readonly AppScreenId[]; locale: Locale; width: number }) {
  // Below the small breakpoint the row is the screen minus the page's margins, shared out.
  const share = `calc((100vw - 2rem - ${screens.length - 1} * ${space.l}) / ${screens.length})`;
  return (
    <Row>
      {screens.map((screen) => (
        <li key={screen}>
          <AppScreen screen={screen} locale={locale} width={width} sizes={`(min-width: ${breakpoints.small}rem) ${width}rem, ${share}`} />
        </li>
      ))}
    </Row>
  );
}
