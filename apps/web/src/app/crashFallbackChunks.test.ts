import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Every page loads error.tsx and global-error.tsx (Next mounts them with the root), so the crash
 * fallback's page, its texts and the theme must not be in their static import closure: a bundler
 * puts what a module imports statically into its chunk. This walks that closure (value imports
 * of the app's own modules; `import type` is erased) and checks what stays behind `import()`.
 */
const src = resolve(__dirname, '..');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

function closure(entries: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, specifier] of text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gm)) {
      const next = resolveImport(file, specifier!);
      if (next) visit(next);
    }
  };
  entries.forEach((entry) => visit(join(src, entry)));
  return seen;
}

const eager = closure(['app/[locale]/error.tsx', 'app/global-error.tsx']);
const name = (file: string) => file.slice(src.length + 1);

describe('what error.tsx and global-error.tsx put on every page', () => {
  it('holds the loader (the walk sees the graph)', () => {
    expect([...eager.keys()].map(name)).toEqual(expect.arrayContaining(['components/system/CrashFallbackLoader.tsx', 'app/fonts.ts']));
  });

  it.each(['components/system/CrashFallback.tsx', 'components/account/SupportButtons.tsx', 'app/themeStyles.ts', 'app/SiteDocument.tsx'])(
    'does not statically import %s (loaded after a crash)',
    (module) => {
      expect([...eager.keys()].map(name)).not.toContain(module);
    },
  );

  it('inlines no locale texts but the headlines (each locale has its own chunk)', () => {
    const inlined = [...eager.values()].flatMap((text) => [...text.matchAll(/process\.env\.(CRASH_FALLBACK\w*)/g)].map((m) => m[1]));
    expect(inlined).toEqual(['CRASH_FALLBACK_HEADLINES']);
  });
});
