// The static import closure of some modules, for the tests that check what a chunk holds: a
// bundler places a module whole into the chunk of its first static importer. Only value imports
// count (`import type` is erased) and only the project's own modules are followed: relative
// specifiers and the aliases given ({ '@/': srcDir }); packages are not entered.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

function resolveModule(from, specifier, aliases) {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  const base = alias ? join(aliases[alias], specifier.slice(alias.length)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

/** Absolute path -> text of every module the entries reach. */
function importClosure(entries, aliases = {}) {
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, specifier] of text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gm)) {
      const next = resolveModule(file, specifier, aliases);
      if (next) visit(next);
    }
  };
  entries.forEach(visit);
  return seen;
}

module.exports = { importClosure };
