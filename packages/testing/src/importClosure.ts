import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The static import closure of some modules: what a bundler puts into their chunk, since it
 * places a module whole into the chunk of its first static importer. Only value imports count
 * (`import type` is erased) and only the project's own modules are followed: relative
 * specifiers and the `aliases` given (`{ '@/': srcDir }`); packages are not entered. Keyed by
 * absolute path, with each module's text.
 */
export function importClosure(entries: readonly string[], aliases: Readonly<Record<string, string>> = {}): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, specifier] of text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gm)) {
      const next = resolveModule(file, specifier!, aliases);
      if (next) visit(next);
    }
  };
  entries.forEach(visit);
  return seen;
}

function resolveModule(from: string, specifier: string, aliases: Readonly<Record<string, string>>): string | null {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  const base = alias ? join(aliases[alias]!, specifier.slice(alias.length)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}
