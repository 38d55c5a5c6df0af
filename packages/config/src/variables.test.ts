import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vendorKeys } from '@site/vendors';
import ts from 'typescript';
import { envReads, fileKind } from './envReads';
import { productionPlaceholders } from './productionConfig';
import { variableDocuments } from './variableDocuments';
import { buildVariables, namesOf, notConfiguration, variables, vendorKeyPlaceholder, type Variable, type VariableName } from './variables';

/**
 * The one test of the variables' lists: the README's and the bench README's tables, turbo.json's
 * `globalEnv` and the workflows' variables are what src/variables.ts writes, every variable any
 * file of the repository reads (src/envReads.ts) is declared there, and every repository setting
 * the workflows read is declared, a secret as a secret.
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

/** Every file git knows (tracked, or new and not ignored) that can read a variable: by its name, or a script without an extension. */
function repositoryFiles(): { file: string; text: string }[] {
  const maybeReader = (file: string) => fileKind(file, '') !== undefined || !/\.[^/]+$/.test(path.basename(file));
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && maybeReader(file) && existsSync(path.join(root, file)))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
    .filter(({ file, text }) => fileKind(file, text) !== undefined);
}

/** The Worker's bindings (database, queues, rate limiters): read from `env` like variables, declared in its wrangler configuration. */
function workerBindings(): string[] {
  const { config } = ts.parseConfigFileTextToJson('wrangler.jsonc', readFileSync(path.join(root, 'apps', 'api', 'wrangler.jsonc'), 'utf8'));
  const found: string[] = [];
  const visit = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'binding' && typeof v === 'string') found.push(v);
        else if (key === 'ratelimits' && k === 'name' && typeof v === 'string') found.push(v);
        else visit(v, k);
      }
    }
  };
  visit(config);
  return found;
}

/** A unit test builds env objects of its own; variables.ts and envReads.ts name variables to declare or find them. */
const isReader = (file: string) => !/\.test\.[cm]?[jt]sx?$/.test(file) && !/packages\/config\/src\/(variables|envReads)\.ts$/.test(file);

describe('the repository', () => {
  const files = repositoryFiles().filter(({ file }) => isReader(file));
  const reads = new Map<string, string[]>();
  for (const { file, text } of files) for (const name of envReads(file, text)) reads.set(name, [...(reads.get(name) ?? []), file]);

  it('reads only declared variables, in any file', () => {
    expect(reads.get('SITE_URL')).toEqual(expect.arrayContaining(['packages/config/src/siteConfig.ts', 'apps/api/src/config.ts', '.github/workflows/deploy.yml']));
    const known = new Set([...declaredNames, ...Object.keys(notConfiguration), ...workerBindings()]);
    expect(Object.fromEntries([...reads].filter(([name]) => !known.has(name)))).toEqual({});
  });

  it('reads every declared variable somewhere besides the lines variables:write generates', () => {
    // The generated blocks of the workflows name every passed variable whether or not anything reads it.
    const text = files
      .map(({ file, text }) => (file.startsWith('.github/workflows/') ? text.replace(/# BEGIN variables[\s\S]*?# END variables/g, '') : text))
      .join('\n');
    // A vendor's id and host are read as `CONSENT_${key}_ID` and `_HOST`, for every key of the registry.
    const named = declared.filter(([, variable]) => !('vendorStep' in variable.deploy)).flatMap(([name]) => namesOf(name));
    expect(named.filter((name) => !new RegExp(`\\b${name}\\b`).test(text))).toEqual([]);
  });

  it('hands the builds through turbo every variable the production check can name', () => {
    // Turbo passes a build only what turbo.json names (strict env mode): a setting the check
    // reads but turbo left out would reach it as unset, and the check would refuse the release.
    const named = productionPlaceholders({ DEPLOY_ENV: 'production', REGISTRATION_E2E: '1' }).map((placeholder) => placeholder.variable);
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

  it.each([
    ['secrets', true],
    ['vars', false],
  ] as const)('read from %s only declared variables that are secret: %s', (kind, secret) => {
    const read = [...new Set([...workflows.matchAll(new RegExp(`\\b${kind}\\.([A-Z0-9_]+)`, 'g'))].map((match) => match[1]!))];
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((name) => !(name in variables) || Boolean((variables[name as VariableName] as Variable).secret) !== secret)).toEqual([]);
  });
});

describe('docs/configuration.md', () => {
  it('points <KEY> at the vendor registry, naming only vendors it has', () => {
    const sentence = /`<KEY>` is a vendor of the registry `packages\/vendors\/src\/vendors\.ts` \(([^)]*)\)/.exec(readFileSync(path.join(root, 'docs/configuration.md'), 'utf8'))?.[1] ?? '';
    const named = sentence.split(';')[0]!.match(/[A-Z][A-Z_]+/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((key) => !(vendorKeys as readonly string[]).includes(key))).toEqual([]);
  });
});
