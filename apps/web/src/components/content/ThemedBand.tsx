import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import type { ThemeName } from '@site/theme';
import { media, space } from '@site/theme';
import { Container } from '@/components/layout/Container';

const Band = styled.section`
  padding-block: ${space.xl};

  h2 {
    font-size: clamp(1.5rem, 3.5vw, 2rem);
  }

  ${media.mid} {
    padding-block: ${space.xxl};
  }
`;

/**
 * A full-width band of a page in one of the six themes of §9; its content stays on the page's
 * grid. Consecutive bands in different themes give a page its rhythm.
 */
export function ThemedBand({
  theme,
  children,
  ...rest
}: { theme: ThemeName; children: ReactNode } & Omit<ComponentPropsWithoutRef<'section'>, 'children'>) {
  return (
    <Band data-theme={theme} {...rest}>
      <Container>{children}</Container>
    </Band>
  );
}
