import { contrastRatio } from './contrast';
import { resolveTheme, themeNames, themes } from './themes';
import { themeCssVariables, vars } from './cssVariables';
import { breakpoints, contentWidth } from './tokens';
import { media } from './media';

describe('tokens', () => {
  it('has the breakpoints and content widths of §9', () => {
    expect(breakpoints).toEqual({ small: 34.375, mid: 59.375, large: 75, veryLarge: 90 });
    expect(contentWidth).toEqual({ default: 64, wide: 90 });
  });

  it('builds media queries in rem', () => {
    expect(media.small).toBe('@media (min-width: 34.375rem)');
    expect(media.veryLarge).toBe('@media (min-width: 90rem)');
  });
});

describe('themes', () => {
  it('offers exactly the six themes of §9', () => {
    expect([...themeNames].sort()).toEqual(
      ['Apricot', 'Ocean', 'Rose', 'StoneDark', 'StoneLight', 'White'].sort(),
    );
  });

  describe.each(themeNames)('%s', (name) => {
    const t = themes[name];
    it.each([
      ['text', t.text, t.background],
      ['muted text', t.textMuted, t.background],
      ['text on surface', t.text, t.surface],
      ['muted text on surface', t.textMuted, t.surface],
      ['link', t.link, t.background],
      ['link on surface', t.link, t.surface],
      ['button label', t.onAccent, t.accent],
      ['primary button label', t.onPrimary, t.primary],
      ['error', t.error, t.background],
      ['success', t.success, t.background],
    ])('%s passes AA (4.5:1)', (_label, fg, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    });
    it.each([
      ['border', t.border, t.background],
      ['focus ring', t.focus, t.background],
      ['button against page', t.accent, t.background],
      ['primary button against page', t.primary, t.background],
      ['form field border on its fill', t.border, t.surface],
    ])('%s passes 3:1 for non-text', (_label, fg, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('the primary button', () => {
  it('is one green on every light theme and one on every dark theme, never the band\'s accent', () => {
    const light = themeNames.filter((name) => !['StoneDark', 'Ocean'].includes(name));
    expect(new Set(light.map((name) => `${themes[name].primary}/${themes[name].onPrimary}`))).toEqual(new Set(['#0b5d3b/#ffffff']));
    expect(new Set(['StoneDark', 'Ocean'].map((name) => themes[name as 'Ocean'].primary))).toEqual(new Set(['#9fe3b8']));
  });
});

describe('resolveTheme', () => {
  it('returns a known theme', () => {
    expect(resolveTheme('Ocean')).toBe(themes.Ocean);
  });

  it('throws an error listing the valid themes for an unknown name', () => {
    expect(() => resolveTheme('Lilac')).toThrow(
      "Unknown theme 'Lilac'. Valid themes are: Apricot, Ocean, Rose, StoneLight, StoneDark, White.",
    );
  });
});

describe('css variables', () => {
  it('writes every colour as a custom property', () => {
    expect(themeCssVariables('White')).toContain('--color-on-accent: #ffffff;');
    expect(vars.color.textMuted).toBe('var(--color-text-muted)');
  });

  it('rejects an unknown theme', () => {
    expect(() => themeCssVariables('Nope')).toThrow(/Valid themes are/);
  });
});

describe('contrastRatio', () => {
  it('matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
