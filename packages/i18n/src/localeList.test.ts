import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localeForLanguages, localeFromAcceptLanguage, rankLanguages } from './localeList.mjs';

describe('the locale of a browser', () => {
  it.each([
    [['de-DE', 'en'], 'de-DE'],
    [['de'], 'de-DE'],
    [['de-AT'], 'de-DE'],
    [['DE-ch'], 'de-DE'],
    [['en-US', 'de-DE'], 'en-EU'],
    [['fr-FR'], 'en-EU'],
    [['dev'], 'en-EU'],
    [[], 'en-EU'],
  ])('sends a browser preferring %j to %s', (languages, expected) => {
    expect(localeForLanguages(languages)).toBe(expected);
  });
});

describe('the locale of an Accept-Language header', () => {
  it('ranks by q, then by order, and leaves out q=0', () => {
    expect(rankLanguages('en;q=0.5, de-CH;q=0.8, fr')).toEqual(['fr', 'de-CH', 'en']);
    expect(rankLanguages('de;q=0, en')).toEqual(['en']);
    expect(rankLanguages(null)).toEqual([]);
  });

  it.each([
    ['de-AT,de;q=0.9,en;q=0.8', 'de-DE'],
    ['en;q=0.5, de-CH;q=0.8', 'de-DE'],
    ['de', 'de-DE'],
    ['fr-FR,de;q=0.5', 'en-EU'],
    ['de;q=0, en', 'en-EU'],
    ['dense', 'en-EU'],
    ['', 'en-EU'],
  ])('gives %j the locale %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('localeList.d.mts', () => {
  it('is what `pnpm declarations` writes from localeList.mjs, which type-checks', () => {
    const root = path.join(__dirname, '..');
    const [command, ...args] = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { declarations: string } }).scripts.declarations.split(' ');
    expect(command).toBe('tsc');
    const out = mkdtempSync(path.join(tmpdir(), 'locale-list-'));
    const outDir = args.indexOf('--outDir');
    args.splice(outDir, 2, '--outDir', out);
    const run = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), ...args], { cwd: root, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(readFileSync(path.join(out, 'localeList.d.mts'), 'utf8')).toBe(readFileSync(path.join(__dirname, 'localeList.d.mts'), 'utf8'));
  });
});
