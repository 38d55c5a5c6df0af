import { iconMask, iconMaskUrl } from './iconMask';

const tick = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="m3 8.5 3 3 7-7" stroke="#000"/></svg>';

describe('iconMask', () => {
  it('puts the SVG into a data URL a stylesheet can hold (no quote or # left to end it)', () => {
    const url = iconMaskUrl(tick);
    expect(url).toMatch(/^url\("data:image\/svg\+xml,%3Csvg[^"#]*"\)$/);
    expect(decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2))).toBe(tick);
  });

  it('masks the text colour with it, and uses the system text colour in forced colours', () => {
    const css = iconMask(tick);
    expect(css).toContain('background: currentColor;');
    expect(css).toContain(`mask: ${iconMaskUrl(tick)} center / contain no-repeat;`);
    expect(css).toMatch(/@media \(forced-colors: active\) \{\s*background: CanvasText;\s*forced-color-adjust: none;/);
  });
});
