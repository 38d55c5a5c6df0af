import { resolveTheme, type ThemeColors } from './themes';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * CSS custom properties for a theme. Components read colours only through `vars`, so a section
 * switches theme by setting these on its wrapper, with no React context (works in Server
 * Components and in plain CSS alike).
 */
export function themeCssVariables(name: string): string {
  const colors = resolveTheme(name);
  return (Object.keys(colors) as (keyof ThemeColors)[])
    .map((key) => `--color-${kebab(key)}: ${colors[key]};`)
    .join(' ');
}

type ColorVars = { [K in keyof ThemeColors]: string };

export const vars: { color: ColorVars } = {
  color: new Proxy({} as ColorVars, {
    get: (_target, key: string) => `var(--color-${kebab(key)})`,
  }),
};
