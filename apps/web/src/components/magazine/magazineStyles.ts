import { css } from 'styled-components';
import { space, vars } from '@site/theme';

/** Teaser grid styles, shared by the magazine page and the home page's magazine teaser. */
export const teaserGrid = css`
  ol,
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.l};
    grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
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
    display: inline-block;
    padding-block: ${space.xs};
  }

  .article-teaser__meta {
    color: ${vars.color.textMuted};
    font-size: 0.875rem;
  }

  .magazine-list__count {
    margin-top: ${space.l};
  }
`;
