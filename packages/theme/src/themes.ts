/**
 * The six colour themes of SPEC §9. Every pair that carries text passes WCAG AA (4.5:1) and
 * borders and focus rings pass 3:1 against the background; themes.test.ts checks each.
 */
export interface ThemeColors {
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  link: string;
  accent: string;
  onAccent: string;
  /**
   * The primary button's fill and label: the brand's green on every light theme and one light
   * green on the dark ones, so a call to action looks the same on every page and band.
   */
  primary: string;
  onPrimary: string;
  border: string;
  focus: string;
  error: string;
  success: string;
}

export const themeNames = ['Apricot', 'Ocean', 'Rose', 'StoneLight', 'StoneDark', 'White'] as const;
export type ThemeName = (typeof themeNames)[number];

export const themes: Record<ThemeName, ThemeColors> = {
  White: {
    background: '#ffffff',
    surface: '#f4f6f3',
    text: '#16211b',
    textMuted: '#47524b',
    link: '#0b5d3b',
    accent: '#0b5d3b',
    onAccent: '#ffffff',
    primary: '#0b5d3b',
    onPrimary: '#ffffff',
    border: '#6b7570',
    focus: '#0b5d3b',
    error: '#b3261e',
    success: '#1b6b3a',
  },
  StoneLight: {
    background: '#f2efe9',
    surface: '#ffffff',
    text: '#1f1d1a',
    textMuted: '#4d4944',
    link: '#0a5535',
    accent: '#0a5535',
    onAccent: '#ffffff',
    primary: '#0b5d3b',
    onPrimary: '#ffffff',
    border: '#6e6961',
    focus: '#0a5535',
    error: '#a4221a',
    success: '#195f34',
  },
  StoneDark: {
    background: '#2b2a28',
    surface: '#3a3936',
    text: '#f7f5f0',
    textMuted: '#d6d2c8',
    link: '#9fe3b8',
    accent: '#9fe3b8',
    onAccent: '#10291b',
    primary: '#9fe3b8',
    onPrimary: '#10291b',
    border: '#a8a49b',
    focus: '#9fe3b8',
    error: '#ffb4ab',
    success: '#9fe3b8',
  },
  Apricot: {
    background: '#ffdcbf',
    surface: '#fff1e5',
    text: '#2a1a0e',
    textMuted: '#4f3522',
    link: '#7a2e00',
    accent: '#7a2e00',
    onAccent: '#ffffff',
    primary: '#0b5d3b',
    onPrimary: '#ffffff',
    border: '#7d5a43',
    focus: '#7a2e00',
    error: '#9c1c14',
    success: '#1d5a30',
  },
  Ocean: {
    background: '#0d3b66',
    surface: '#124a7d',
    text: '#ffffff',
    textMuted: '#d7e6f5',
    link: '#ffd166',
    accent: '#ffd166',
    onAccent: '#1a1a1a',
    primary: '#9fe3b8',
    onPrimary: '#10291b',
    border: '#9dbad6',
    focus: '#ffd166',
    error: '#ffc4bd',
    success: '#b6f0c8',
  },
  Rose: {
    background: '#f9dade',
    surface: '#fdeef0',
    text: '#2b1218',
    textMuted: '#57303a',
    link: '#8a1c3a',
    accent: '#8a1c3a',
    onAccent: '#ffffff',
    primary: '#0b5d3b',
    onPrimary: '#ffffff',
    border: '#86606a',
    focus: '#8a1c3a',
    error: '#9e1a12',
    success: '#1c5a30',
  },
};

/** Returns the colours of a theme; an unknown name is a configuration error (SPEC §8). */
export function resolveTheme(name: string): ThemeColors {
  if ((themeNames as readonly string[]).includes(name)) {
    return themes[name as ThemeName];
  }
  throw new Error(`Unknown theme '${name}'. Valid themes are: ${themeNames.join(', ')}.`);
}
