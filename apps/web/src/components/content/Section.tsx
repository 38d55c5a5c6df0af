import styled from 'styled-components';
import { media, space, vars } from '@site/theme';

/** A vertical band of a content page. */
export const Section = styled.section`
  padding-block: ${space.l};

  h2 {
    font-size: clamp(1.5rem, 3.5vw, 2rem);
  }

  /* Where a run of plain sections (main > Container > Section) follows or precedes a themed
     band, it keeps the band's spacing, so a page's rhythm does not tighten at the white parts. */
  main > [data-theme] ~ div > &:first-of-type {
    padding-top: ${space.xl};
  }

  main > div:has(~ [data-theme]) > &:last-of-type {
    padding-bottom: ${space.xl};
  }

  ${media.mid} {
    main > [data-theme] ~ div > &:first-of-type {
      padding-top: ${space.xxl};
    }

    main > div:has(~ [data-theme]) > &:last-of-type {
      padding-bottom: ${space.xxl};
    }
  }
`;

/** A framed box (teasers, sign-up forms, banners). */
export const Card = styled.div`
  padding: ${space.l};
  border: 1px solid var(--color-border);
  border-radius: 0.75rem;
  background: ${vars.color.surface};
`;

/**
 * A definition list as label/value rows (fund facts, job facts); on phones each label sits above
 * its value, as German labels ('Umsatzsteuer-Identifikationsnummer') do not fit half a phone.
 */
export const FactList = styled.dl`
  display: grid;
  gap: 0 ${space.m};
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0 0 ${space.s};
  }

  dt,
  dd {
    min-width: 0;
    overflow-wrap: break-word;
    hyphens: auto;
  }

  ${media.small} {
    grid-template-columns: minmax(8rem, 1fr) minmax(0, 2fr);
    gap: ${space.s} ${space.m};

    dd {
      margin: 0;
    }
  }

  /* Values beside their labels, not a third of the page away from short ones. */
  ${media.mid} {
    grid-template-columns: minmax(10rem, max-content) minmax(0, 1fr);
    column-gap: ${space.xl};
  }
`;

/** A link to the previous level ("All jobs"). */
export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-bottom: ${space.s};
`;
