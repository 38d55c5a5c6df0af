import { css } from 'styled-components';
import { space, vars } from '@site/theme';
import { cardGrid, cardLink } from '@/components/content/cardGrid';

/** Teaser grid styles, shared by the magazine page and the home page's magazine teaser. */
export const teaserGrid = css`
  ol,
  ul {
    ${cardGrid({ min: '17rem', gap: space.l, repeat: 'auto-fill' })}
  }

  .article-teaser img {
    width: 100%;
    border-radius: 0.5rem;
  }

  .article-teaser h2,
  .article-teaser h3 {
    font-size: 1.25rem;
    margin-top: ${space.s};
  }

  .article-teaser a {
    ${cardLink}
  }

  .article-teaser__meta {
    color: ${vars.color.textMuted};
    font-size: 0.875rem;
  }

  .magazine-list__count {
    margin-top: ${space.l};
  }
`;
