import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workerPlaceholders } from './productionConfig';
import { routeList } from './routes';
import { buildVariables, namesOf, variables, type Passing, type Variable, type VariableName } from './variables';

/**
 * What `pnpm variables:write` writes from the declarations of variables.ts (and the route
 * registry's table): docs/configuration.md's table, the bench README's, docs/routes.md's,
 * turbo.json's `globalEnv`, and the variables the deploy and editor preview workflows set. Each part sits between markers in its file; the rest of the
 * file is left as it is.
 */
export interface VariableDocument {
  /** From the repository's root. */
  file: string;
  current: string;
  written: string;
}

const declared = Object.entries(variables) as [VariableName, Variable][];

const readersOf = (variable: Variable) => variable.readBy;
const passes = (passing: Passing) => 'repository' in passing || 'value' in passing;

/** The workflow expression of a passed variable. */
function expression(name: string, variable: Variable, passing: Passing): string {
  if ('value' in passing) return passing.value;
  if (!('repository' in passing)) throw new Error(`${name} is not passed`);
  const setting = `${variable.secret ? 'secrets' : 'vars'}.${name}`;
  return `\${{ ${passing.orElse ? `${setting} || ${passing.orElse}` : setting} }}`;
}

/** A comment as `# ` lines of at most 90 characters. */
function commentLines(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 90) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`# ${word}`);
  }
  return lines;
}

/** `# comment` and `NAME: expression` lines. */
function envLines(list: [VariableName, Variable][], passingOf: (variable: Variable) => Passing): string[] {
  return list.flatMap(([name, variable]) => [
    ...(variable.comment ? commentLines(variable.comment) : []),
    `${name}: ${expression(name, variable, passingOf(variable))}`,
  ]);
}

const deployPassing = (variable: Variable) => variable.deploy;
const previewPassing = (variable: Variable) => variable.preview ?? variable.deploy;
const readByBuild = declared.filter(([, variable]) => readersOf(variable).includes('build'));

/** The Worker's settings the deploy passes to wrangler: secrets, or the rest. */
function workerSettings(secret: boolean): [VariableName, Variable][] {
  return declared.filter(([, variable]) => readersOf(variable).includes('worker') && Boolean(variable.secret) === secret && passes(variable.deploy));
}

/** What the API Worker's release check reads (productionConfig.ts `workerPlaceholders` names them all when none is set). */
const checkedForWorker = (): [VariableName, Variable][] => {
  const names = new Set(workerPlaceholders({}).map((placeholder) => placeholder.variable));
  return declared.filter(([name]) => names.has(name));
};

/**
 * The lines of each generated block of the workflows:
 * - `build`: the build job's environment, every variable the builds read (the steps after the
 *   build see them too); never a variable only the API Worker reads;
 * - `worker check`: the step of the API job that checks the Worker's own settings for a release;
 * - `worker vars` / `worker secrets`: the list the API job's steps hand to wrangler
 *   (`WORKER_VARS`, `WORKER_SECRETS`), each with its value (that job has no build environment).
 */
export const workflowBlocks = {
  '.github/workflows/deploy.yml': {
    build: () => envLines(readByBuild.filter(([, variable]) => passes(variable.deploy)), deployPassing),
    'worker check': () => envLines(checkedForWorker(), deployPassing),
    'worker vars': () => workerBlock('WORKER_VARS', workerSettings(false)),
    'worker secrets': () => workerBlock('WORKER_SECRETS', workerSettings(true)),
  },
  '.github/workflows/preview.yml': {
    build: () => envLines(readByBuild.filter(([, variable]) => passes(previewPassing(variable))), previewPassing),
  },
} satisfies Record<string, Record<string, () => string[]>>;

function workerBlock(listName: string, settings: [VariableName, Variable][]): string[] {
  return [`${listName}: ${settings.map(([name]) => name).join(' ')}`, ...envLines(settings, deployPassing)];
}

/** turbo.json's `globalEnv`: `CONSENT_*` (every consent setting and vendor), then what else the builds read. */
export function turboGlobalEnv(): string[] {
  return ['CONSENT_*', ...buildVariables().filter((name) => !name.startsWith('CONSENT_'))];
}

const code = (text: string) => `\`${text}\``;

function passingText(variable: Variable, passing: Passing): string {
  if ('notPassed' in passing) return `not passed: ${passing.notPassed}`;
  if ('value' in passing) return `always ${code(passing.value)}`;
  if ('vendorStep' in passing) return 'variable, passed by the vendor step';
  const readers = readersOf(variable);
  const to = readers.includes('worker')
    ? readers.includes('build')
      ? ', to the build and the API Worker'
      : ', to the API Worker'
    : readers.includes('deploy')
      ? ", to the workflow's own steps"
      : '';
  const orElse = passing.orElse ? `; unset: ${passing.orElse === 'github.sha' ? 'the deployed commit' : code(passing.orElse)}` : '';
  return `${variable.secret ? '**secret**' : 'variable'}${to}${orElse}`;
}

function deployCell(variable: Variable): string {
  const deploy = passingText(variable, variable.deploy);
  return variable.preview ? `${deploy}; editor preview: ${passingText(variable, variable.preview)}` : deploy;
}

const benchOnly = (variable: Variable) => readersOf(variable).every((reader) => reader === 'bench');
const nameCell = (name: VariableName) => {
  const names = namesOf(name).map(code);
  return names.length > 1 ? `${names[0]} (or ${names.slice(1).join(', ')})` : names[0];
};
const defaultCell = (variable: Variable) => variable.defaultText ?? (variable.default === undefined ? 'unset' : code(variable.default));

/** docs/configuration.md's table, one row a variable; the benchmark's have their own. */
export function configurationTable(): string[] {
  return [
    '| variable | default | what it changes | deploy workflow |',
    '|---|---|---|---|',
    ...declared
      .filter(([, variable]) => !benchOnly(variable))
      .map(([name, variable]) => `| ${nameCell(name)} | ${defaultCell(variable)} | ${variable.changes} | ${deployCell(variable)} |`),
  ];
}

/** bench/README.md's table: the benchmark's own variables. */
export function benchTable(): string[] {
  return [
    '| variable | default | effect |',
    '|---|---|---|',
    ...declared.filter(([, variable]) => benchOnly(variable)).map(([name, variable]) => `| ${nameCell(name)} | ${defaultCell(variable)} | ${variable.changes} |`),
  ];
}

/**
 * docs/routes.md's table: every page of the route registry (src/routes.ts), in its order, with
 * what the registry says of it.
 */
export function routesTable(): string[] {
  const yes = (flag: boolean | undefined) => (flag ? 'yes' : 'no');
  return [
    '| id | path below `/{locale}` | texts (catalogue namespace) | indexed | in the header |',
    '|---|---|---|---|---|',
    ...routeList.map((route) => `| \`${route.id}\` | \`${route.path}\` | \`${route.namespace}\` | ${yes(route.indexable)} | ${route.nav ? (route.tool ? 'under Tools' : 'yes') : 'no'} |`),
  ];
}

/** `text` with the lines between the `begin` and `end` marker lines replaced. */
function replaceBetween(file: string, text: string, begin: RegExp, end: RegExp, lines: (indent: string) => string[]): string {
  const all = text.split('\n');
  const start = all.findIndex((line) => begin.test(line));
  const stop = all.findIndex((line, index) => index > start && end.test(line));
  if (start < 0 || stop < 0) throw new Error(`${file}: no ${begin} … ${end} markers`);
  const indent = /^\s*/.exec(all[start]!)![0];
  return [...all.slice(0, start + 1), ...lines(indent).map((line) => indent + line), ...all.slice(stop)].join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each file's generated parts as they are and as `pnpm variables:write` writes them. */
export function variableDocuments(root: string): VariableDocument[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const documents: VariableDocument[] = [];

  for (const [file, table, marker] of [
    ['docs/configuration.md', configurationTable, 'variables'],
    ['bench/README.md', benchTable, 'variables'],
    ['docs/routes.md', routesTable, 'routes'],
  ] as const) {
    const text = read(file);
    documents.push({ file, current: text, written: replaceBetween(file, text, new RegExp(`^<!-- BEGIN ${marker}\\b`), new RegExp(`^<!-- END ${marker} -->$`), table) });
  }

  const turbo = read('turbo.json');
  const globalEnv = /^( *)"globalEnv": \[[^\]]*\]/m;
  const indent = globalEnv.exec(turbo)?.[1] ?? '';
  if (!indent) throw new Error('turbo.json has no "globalEnv"');
  documents.push({
    file: 'turbo.json',
    current: turbo,
    written: turbo.replace(
      globalEnv,
      `${indent}"globalEnv": [\n${turboGlobalEnv()
        .map((name) => `${indent}${indent}${JSON.stringify(name)}`)
        .join(',\n')}\n${indent}]`,
    ),
  });

  for (const [file, blocks] of Object.entries(workflowBlocks)) {
    const text = read(file);
    const written = Object.entries(blocks).reduce(
      (rest, [block, lines]: [string, () => string[]]) =>
        replaceBetween(file, rest, new RegExp(`^\\s*# BEGIN variables: ${escape(block)}\\b`), /^\s*# END variables$/, () => lines()),
      text,
    );
    documents.push({ file, current: text, written });
  }
  return documents;
}

/** Writes every part that changed; returns the files written. */
export function writeVariableDocuments(root: string): string[] {
  return variableDocuments(root)
    .filter((document) => document.current !== document.written)
    .map((document) => {
      writeFileSync(path.join(root, document.file), document.written);
      return document.file;
    });
}
