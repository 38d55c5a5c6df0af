import styled from 'styled-components';
import { space, vars } from '@site/theme';

/** A vertical band of a content page. */
export const Section = styled.section`
  padding-block: ${space.l};

  h2 {
    font-size: clamp(1.5rem, 3.5vw, 2rem);
  }
`;

/** A framed box (teasers, sign-up forms, banners). */
export const Card = styled.div`
  padding: ${space.l};
  border: 1px solid var(--color-border);
  border-radius: 0.75rem;
  background: ${vars.color.surface};
`;

/** A definition list as label/value rows (fund facts, job facts). */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, 1fr) 2fr;
  gap: ${space.s} ${space.m};
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

/** A link to the previous level ("All jobs"). */
export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-bottom: ${space.s};
`;
