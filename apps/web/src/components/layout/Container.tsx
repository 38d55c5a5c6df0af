import styled from 'styled-components';
import { contentWidth, space } from '@site/theme';

/** Centres content at the content width of §9 (64rem; `$wide` for 90rem). */
export const Container = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? contentWidth.wide : contentWidth.default)}rem;
  margin-inline: auto;
  padding-inline: ${space.m};
`;
