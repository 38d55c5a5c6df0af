import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * What every page loads: a bundler puts what a module imports statically into its chunk, so
 * these walk the static import closure (value imports of the app's own modules; `import type`
 * is erased) of the modules every page loads and check what must stay out of it.
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

const name = (file: string) => file.slice(src.length + 1);

// Every page loads error.tsx and global-error.tsx (Next mounts them with the root): the crash
// fallback's page, its texts and the theme stay behind `import()`.
const eager = closure(['app/[locale]/error.tsx', 'app/global-error.tsx']);

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

describe('the client components of the locale layout', () => {
  const clientLeaves = [...closure(['app/[locale]/layout.tsx'])].filter(([, text]) => /^'use client';/m.test(text)).map(([file]) => name(file));
  const bundled = closure(clientLeaves);

  it('are found (the walk sees the header and the footer)', () => {
    expect(clientLeaves).toEqual(expect.arrayContaining(['components/layout/LocaleSwitch.tsx', 'components/layout/MenuButton.tsx']));
  });

  it("do not bundle next-intl's navigation runtime (the locale switch strips the prefix itself)", () => {
    const navigation = [...bundled].filter(([, text]) => /from 'next-intl\/navigation'/.test(text)).map(([file]) => name(file));
    expect(navigation).toEqual([]);
  });
});
