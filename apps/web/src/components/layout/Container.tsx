import styled from 'styled-components';
import { contentWidth, space } from '@site/theme';

/**
 * Centres content at the content width of §9 (64rem). The header uses it too, so every page's
 * content starts on the logo's edge; wide content (tables) scrolls inside it.
 */
export const Container = styled.div`
  width: 100%;
  max-width: ${contentWidth.default}rem;
  margin-inline: auto;
  padding-inline: ${space.m};
`;
