import { css } from 'styled-components';
import { radius, space, vars } from '@site/theme';

interface CardGridOptions {
  /** The narrowest a column may get; without it the cards stand in one column. */
  min?: string;
  gap?: string;
  /**
   * `auto-fit` stretches a short row over the whole width (three plans as three cards, not three
   * and an empty slot); `auto-fill` keeps every card as narrow as a full row's (a list that filters).
   */
  repeat?: 'auto-fit' | 'auto-fill';
}

/**
 * The site's card grid, for a list (`ul`/`ol`) of cards: as many columns as fit, at least `min`
 * wide each. Home's plans, the impact figures, the magazine's teasers, the companies and the jobs.
 */
export function cardGrid({ min, gap = space.m, repeat = 'auto-fit' }: CardGridOptions = {}) {
  return css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${gap};
    ${min ? `grid-template-columns: repeat(${repeat}, minmax(${min}, 1fr));` : ''}
  `;
}

/** One card of the grid: framed and rounded, on the band's surface colour where `surface` is set. */
export function card({ surface = false }: { surface?: boolean } = {}) {
  return css`
    padding: ${space.m};
    border: 1px solid ${vars.color.border};
    border-radius: ${radius.m};
    ${surface ? `background: ${vars.color.surface};` : ''}
  `;
}

/** A card's link: a taller target than its line of text. */
export const cardLink = css`
  display: inline-block;
  padding-block: ${space.xs};
`;
