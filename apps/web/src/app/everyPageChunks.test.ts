import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importClosure } from '@site/jest-presets/importClosure.cjs';

/**
 * What every page loads: the static import closure of the modules every page loads, and what
 * must stay out of it.
 */
const src = resolve(__dirname, '..');
const closure = (entries: string[]) => importClosure(entries.map((entry) => join(src, entry)), { '@/': src });

const name = (file: string) => file.slice(src.length + 1);

// Every page loads error.tsx and global-error.tsx (Next mounts them with the root): the crash
// fallback's page, its texts and the theme stay behind `import()`.
const eager = closure(['app/[locale]/error.tsx', 'app/global-error.tsx']);

describe('what error.tsx and global-error.tsx put on every page', () => {
  it('holds the loader (the walk sees the graph)', () => {
    expect([...eager.keys()].map(name)).toEqual(expect.arrayContaining(['components/system/CrashFallbackLoader.tsx', 'app/fonts.ts']));
  });

  it.each(['components/system/CrashFallback.tsx', 'components/account/SupportButtons.tsx', 'app/SiteDocument.tsx'])(
    'does not statically import %s (loaded after a crash)',
    (module) => {
      expect([...eager.keys()].map(name)).not.toContain(module);
    },
  );

  it("does not statically import the themes' stylesheet (loaded after a crash)", () => {
    expect(readFileSync(join(src, 'components/system/CrashFallback.tsx'), 'utf8')).toMatch(/from '@site\/theme\/themeStyles'/);
    expect([...eager].filter(([, text]) => /from '@site\/theme\/themeStyles'/.test(text)).map(([file]) => name(file))).toEqual([]);
  });

  it('inlines no locale texts but the headlines (each locale has its own chunk)', () => {
    const inlined = [...eager.values()].flatMap((text) => [...text.matchAll(/\b(__CRASH_FALLBACK\w*__)/g)].map((m) => m[1]));
    expect(inlined).toEqual(['__CRASH_FALLBACK_HEADLINES__']);
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
