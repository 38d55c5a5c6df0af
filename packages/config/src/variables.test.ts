import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vendorKeys } from '@site/vendors';
import { productionPlaceholders } from './productionConfig';
import { variableDocuments } from './variableDocuments';
import { buildVariables, namesOf, variables, vendorKeyPlaceholder, type Variable, type VariableName } from './variables';

/**
 * The one test of the variables' lists: the README's configuration table, turbo.json's
 * `globalEnv` and the workflows' variables are what src/variables.ts writes, every variable the
 * builds read is declared there, and every repository setting the workflows read is either
 * declared or one of the deploy's own settings named in README "Deploying".
 */
const root = path.join(__dirname, '..', '..', '..');
const declared = Object.entries(variables) as [VariableName, Variable][];
/** Every name a variable is read under, `<KEY>` expanded for each vendor of the registry. */
const declaredNames = new Set(
  declared.flatMap(([name]) =>
    namesOf(name).flatMap((one) => (one.includes(vendorKeyPlaceholder) ? vendorKeys.map((key) => one.replace(vendorKeyPlaceholder, key)) : [one])),
  ),
);

describe.each(variableDocuments(root).map((document) => [document.file, document] as const))('%s', (_file, document) => {
  it('holds what `pnpm variables:write` writes from src/variables.ts', () => {
    expect(document.current).toBe(document.written);
  });
});

/** The modules that read the builds' environment (README "Configuration"). */
function readerSources(): Map<string, string> {
  const folders = [
    'packages/config/src',
    'packages/consent/src/config.ts',
    'packages/api/src/config.ts',
    'packages/content/src',
    'packages/i18n/src/errors.ts',
    'packages/security/src',
    'apps/web/src/config.ts',
    'apps/web/next.config.ts',
    'apps/registration/vite',
    'apps/registration/vite.config.ts',
  ];
  const sources = new Map<string, string>();
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    if (/\.tsx?$/.test(relative)) {
      if (!/\.test\.tsx?$/.test(relative) && !relative.endsWith('variables.ts')) sources.set(relative, readFileSync(full, 'utf8'));
      return;
    }
    if (/\.\w+$/.test(relative)) return;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (entry.isDirectory() || /\.tsx?$/.test(entry.name)) visit(path.join(relative, entry.name));
    }
  };
  folders.forEach(visit);
  return sources;
}

describe('the builds', () => {
  const sources = readerSources();
  const text = [...sources.values()].join('\n');

  it('read only declared variables', () => {
    const read = new Set(
      [...text.matchAll(/\b(?:env\.|env\[['"`]|envValue\(env, ['"`]|\(env, ['"`])([A-Z][A-Z0-9_]{2,})\b(?!\$\{)/g)].map((match) => match[1]!),
    );
    expect(read).toContain('SITE_URL');
    expect([...read].filter((name) => !declaredNames.has(name))).toEqual([]);
  });

  it('read every variable declared as theirs', () => {
    // A vendor's id and host are read as `CONSENT_${key}_ID` and `_HOST`, for every key of the registry.
    const theirs = declared.filter(([, variable]) => variable.readBy.includes('build') && !('vendorStep' in variable.deploy));
    expect(theirs.flatMap(([name]) => namesOf(name)).filter((name) => !new RegExp(`\\b${name}\\b`).test(text))).toEqual([]);
  });

  it('are handed by turbo every variable the production check can name', () => {
    // Turbo passes a build only what turbo.json names (strict env mode): a setting the check
    // reads but turbo left out would reach it as unset, and the check would refuse the release.
    const named = productionPlaceholders({ DEPLOY_ENV: 'production', REGISTRATION_E2E: '1' }).map(
      (placeholder) => placeholder.variable,
    );
    expect(named).toContain('SECURITY_CONTACT');
    const passed = buildVariables();
    expect(named.filter((name) => !passed.includes(name) && !name.startsWith('CONSENT_'))).toEqual([]);
  });
});

describe('the declarations', () => {
  it('pass a variable only to where it is read, a vendor only through the vendor step', () => {
    const wrong = declared.filter(([name, variable]) => {
      const passings = [variable.deploy, variable.preview].filter((passing) => passing !== undefined);
      const passed = passings.some((passing) => !('notPassed' in passing));
      if (variable.readBy.every((reader) => reader === 'local') && passed) return true;
      return passings.some((passing) => 'vendorStep' in passing) && !/^CONSENT_.+_(ID|HOST)$/.test(name);
    });
    expect(wrong.map(([name]) => name)).toEqual([]);
  });
});

describe('the workflows', () => {
  const workflows = ['deploy.yml', 'preview.yml'].map((file) => readFileSync(path.join(root, '.github', 'workflows', file), 'utf8')).join('\n');
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const deploying = readme.slice(readme.indexOf('\n## Deploying\n'), readme.indexOf('\n## ', readme.indexOf('\n## Deploying\n') + 1));
  /** Backticked names in the "Deploying" bullet that starts with `**label**`. */
  const listed = (label: string) => {
    const bullet = deploying.split('\n- ').find((item) => item.startsWith(`**${label}**`)) ?? '';
    return new Set([...bullet.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
  };

  it.each([
    ['secrets', 'Secrets', true],
    ['vars', 'Variables', false],
  ] as const)('read from %s only declared %s, or the deploy\'s own settings README "Deploying" names', (kind, label, secret) => {
    const read = new Set([...workflows.matchAll(new RegExp(`\\b${kind}\\.([A-Z0-9_]+)`, 'g'))].map((match) => match[1]!));
    const misread = [...read].filter((name) => name in variables && Boolean((variables[name as VariableName] as Variable).secret) !== secret);
    expect(misread).toEqual([]);
    const own = [...read].filter((name) => !(name in variables));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((name) => !listed(label).has(name))).toEqual([]);
    expect([...listed(label)].filter((name) => !(name in variables) && !read.has(name))).toEqual([]);
  });
});

describe('README', () => {
  it('points <KEY> at the vendor registry, naming only vendors it has', () => {
    const sentence = /`<KEY>` is a vendor of the registry `packages\/vendors\/src\/vendors\.ts` \(([^)]*)\)/.exec(readFileSync(path.join(root, 'README.md'), 'utf8'))?.[1] ?? '';
    const named = sentence.split(';')[0]!.match(/[A-Z][A-Z_]+/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((key) => !(vendorKeys as readonly string[]).includes(key))).toEqual([]);
  });
});
