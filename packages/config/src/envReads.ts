/**
 * The environment variables a file of the repository reads (or, for a settings file, sets for
 * the project), by what the file is, not where it lies: variables.test.ts runs this over every
 * file git knows and fails on a name src/variables.ts does not declare.
 *
 * - JavaScript and TypeScript: `process.env.X`, `import.meta.env.X`, `env.X` and `c.env.X`
 *   (the Worker), `env['X']`, a helper given `(env, 'X')`, and in a file that reads `env[…]`
 *   with a computed name, every quoted upper-case name with an underscore (the names it
 *   computes from).
 * - Shell (`.sh`, or a shebang naming sh or bash) and package.json scripts: `$X` and `${X…}`,
 *   unless the file set X before (`X=…` on an earlier line, `for X`, `read X`).
 * - YAML: `vars.X` and `secrets.X` (repository settings), and `$X`, `${X…}` or `env.X` unless
 *   the file sets X as an `env:` key itself (a step's own name for a setting).
 * - wrangler configuration (`wrangler.json`, `wrangler.jsonc`, `wrangler.toml`): the names under
 *   `vars`.
 * - Settings files (`*.env`, `.dev.vars*`): every `X=` line.
 *
 * Names are upper case (`A-Z`, digits, `_`); lower-case shell names are a script's own.
 */

const name = '[A-Z][A-Z0-9_]*[A-Z0-9]';
const screaming = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

export type FileKind = 'code' | 'shell' | 'packageJson' | 'yaml' | 'wrangler' | 'settings';

/** What kind of reader a file is, from its name and first line; undefined: it reads none. */
export function fileKind(file: string, text: string): FileKind | undefined {
  const base = file.split('/').pop() ?? file;
  if (/^wrangler\.(jsonc?|toml)$/.test(base)) return 'wrangler';
  if (base === 'package.json') return 'packageJson';
  if (/\.(c|m)?[jt]sx?$/.test(base) && !/\.d\.(c|m)?ts$/.test(base)) return 'code';
  if (/\.ya?ml$/.test(base)) return 'yaml';
  if (/\.env$/.test(base) || /^\.env(\.|$)/.test(base) || /^\.dev\.vars/.test(base)) return 'settings';
  if (/\.(ba)?sh$/.test(base) || /^#!.*\b(ba)?sh\b/.test(text.slice(0, 100))) return 'shell';
  return undefined;
}

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);

function codeReads(text: string): string[] {
  const reads = [
    // `.X` or `['X']` after process.env, import.meta.env or any `env`, not a prefix of `X${…}`.
    ...all(text, new RegExp(`\\b(?:process\\.env|import\\.meta\\.env|env)\\??\\.(${name})\\b(?!\\$\\{)`, 'g')),
    ...all(text, new RegExp(`\\b(?:process\\.env|import\\.meta\\.env|env)\\[\\s*['"\`](${name})['"\`]\\s*\\]`, 'g')),
    ...all(text, new RegExp(`\\(\\s*env\\s*,\\s*['"\`](${name})['"\`]`, 'g')),
  ];
  // A computed read (`env[name]`): the names are strings elsewhere in the file.
  if (/\benv\[\s*(?!['"`\s])/.test(text)) {
    reads.push(...all(text, /['"`]([A-Z][A-Z0-9_]*)['"`]/g).filter((word) => screaming.test(word)));
  }
  return reads;
}

/** `$X` and `${X…}` on each line, unless `isLocal` says the file set it before that point. */
function dollarReads(text: string, isLocal: (name: string, line: number, column: number) => boolean): string[] {
  const reads: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(new RegExp(`\\$\\{?(${name})\\b`, 'g'))) if (!isLocal(match[1]!, index, match.index)) reads.push(match[1]!);
  });
  return reads;
}

function shellReads(text: string): string[] {
  // Where each name is first set: after `X=…`'s line (its value is read first: `X="${X:-1}"`),
  // or right after `for X` and `read X` on their own line.
  const setAt = new Map<string, [line: number, column: number]>();
  const assignment = new RegExp(`(?:^|[\\s;(&|])(?:(?:export|local|readonly|declare(?:\\s+-\\w+)*)\\s+)?(${name})=|\\b(?:for|read(?:\\s+-\\w+)*)\\s+(${name})\\b`, 'g');
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(assignment)) {
      const [set, at]: [string, [number, number]] = match[1] ? [match[1], [index + 1, 0]] : [match[2]!, [index, match.index + match[0].length]];
      const known = setAt.get(set);
      if (!known || at[0] < known[0] || (at[0] === known[0] && at[1] < known[1])) setAt.set(set, at);
    }
  });
  return dollarReads(text, (read, line, column) => {
    const at = setAt.get(read);
    return at !== undefined && (at[0] < line || (at[0] === line && at[1] <= column));
  });
}

function yamlReads(text: string): string[] {
  const ownKeys = new Set(all(text, new RegExp(`^\\s*(${name}):`, 'gm')));
  const isOwn = (read: string) => ownKeys.has(read);
  return [
    ...all(text, new RegExp(`\\b(?:vars|secrets)\\.(${name})\\b`, 'g')),
    ...all(text, new RegExp(`\\benv\\.(${name})\\b`, 'g')).filter((read) => !isOwn(read)),
    ...dollarReads(text, isOwn),
  ];
}

function wranglerVars(text: string): string[] {
  // Every `vars` table of the file (the top level and each environment's).
  return [...text.matchAll(/"vars"\s*:\s*\{([^}]*)\}|^\[(?:env\.\w+\.)?vars\]\n((?:[^[\n].*\n?)*)/gm)].flatMap((match) =>
    all(match[1] ?? match[2] ?? '', new RegExp(`(?:^|[{,])\\s*"?(${name})"?\\s*[:=]`, 'gm')),
  );
}

/** The names a file reads (once each), or none when it is no reader. */
export function envReads(file: string, text: string): string[] {
  const kind = fileKind(file, text);
  const reads =
    kind === 'code'
      ? codeReads(text)
      : kind === 'shell'
        ? shellReads(text)
        : kind === 'packageJson'
          ? Object.values((JSON.parse(text) as { scripts?: Record<string, string> }).scripts ?? {}).flatMap(shellReads)
          : kind === 'yaml'
            ? yamlReads(text)
            : kind === 'wrangler'
              ? wranglerVars(text)
              : kind === 'settings'
                ? all(text, new RegExp(`^\\s*(?:export\\s+)?(${name})=`, 'gm'))
                : [];
  return [...new Set(reads)];
}
