import { css } from 'styled-components';
import { space, vars } from '@site/theme';

/** The previous/next buttons of every carousel: a row at the end, round 44 px buttons. */
export const carouselControls = (prefix: string) => css`
  .${prefix}__controls {
    display: flex;
    justify-content: flex-end;
    gap: ${space.s};
    margin-bottom: ${space.s};
  }

  .${prefix}__button {
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    border: 1px solid ${vars.color.border};
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-size: 1.25rem;
    cursor: pointer;
  }
`;
