/**
 * A decorative icon drawn by a stylesheet instead of an inline SVG in every place it stands: the
 * SVG (shapes in black) masks the element's own colour, so it takes the text colour as an SVG with
 * `currentColor` did, and a page repeats no SVG markup (nor its copy in the RSC payload). In
 * forced colours it is drawn in the system's text colour. For `::before` of the element it marks.
 */
export const iconMaskUrl = (svg: string): string => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

export const iconMask = (svg: string): string => `
  background: currentColor;
  mask: ${iconMaskUrl(svg)} center / contain no-repeat;

  @media (forced-colors: active) {
    background: CanvasText;
    forced-color-adjust: none;
  }
`;
