import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const css = readFileSync(resolve(__dirname, 'styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const themeColours = [
  'text',
  'accent',
  'on-accent',
  'border',
  'focus',
  'error',
  'surface',
  'background',
  'text-muted',
  'success',
  'link',
  'primary',
  'on-primary',
];

describe('styles.css', () => {
  it('prefixes every class with ui-', () => {
    const classes = css.match(/\.[a-zA-Z][\w-]*/g) ?? [];
    expect(classes.length).toBeGreaterThan(20);
    for (const name of classes) expect(name).toMatch(/^\.ui-/);
  });

  it('takes colours only from the theme variables', () => {
    expect(css).not.toMatch(/#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/);
    const used = [...css.matchAll(/var\(--color-([\w-]+)\)/g)].map((match) => match[1]);
    for (const name of used) expect(themeColours).toContain(name);
  });

  it('gives buttons and inputs a 44px target and every control a visible focus ring', () => {
    expect(css).toMatch(/\.ui-button \{[^}]*min-height: 44px/);
    expect(css).toMatch(/\.ui-input \{[^}]*min-height: 44px/);
    expect(css).toMatch(/:focus-visible[^{]*\{[^}]*outline: 3px solid var\(--color-focus\)/);
  });
});
