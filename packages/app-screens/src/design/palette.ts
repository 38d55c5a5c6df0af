import { themes } from '@site/theme';

/**
 * The app's colours, all theme tokens of @site/theme: the app is drawn in the White theme with
 * the brand's green, its impact panel in Ocean and its card in the dark greens of StoneDark.
 */
export const palette = {
  app: themes.White,
  panel: themes.Ocean,
  card: themes.StoneDark,
  /** The phone's body: the darkest text colour of the themes. */
  bezel: themes.White.text,
} as const;

/** The phone's size in design units (CSS pixels of a 360-wide phone) and its corner radius. */
export const phoneDesign = { width: 360, height: 738, radius: 52, bezel: 10 } as const;

/**
 * The phone's rounded corners as a CSS border-radius for the <img>, so the page clips the
 * picture (and its blurred placeholder) to the phone's outline.
 */
export const phoneCornerRadius = `${((phoneDesign.radius / phoneDesign.width) * 100).toFixed(3)}% / ${((phoneDesign.radius / phoneDesign.height) * 100).toFixed(3)}%`;
