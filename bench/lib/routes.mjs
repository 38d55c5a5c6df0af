// Reads the route registry, packages/config/src/routes.ts (the one list of pages), without a TypeScript loader: the file is
// transpiled with the TypeScript compiler and imported from a data: URL. Pages are grouped into
// page types so the bench measures one page of each type in both locales.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Route ids of the interactive tools (45 KB budget); every other indexable page is content. */
const toolIds = new Set(['budgetCalculator', 'budgetCheck', 'bankComparison', 'accounts']);

export async function loadRoutes(file) {
  const source = readFileSync(file, 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
  return mod.routeList;
}

export function pageType(route) {
  if (!route.indexable) return 'system';
  if (toolIds.has(route.id)) return 'tool';
  if (route.id === 'home') return 'home';
  if (/\[|:/.test(route.path)) return 'detail';
  return 'content';
}

/** JS budget above the floor (gzip bytes) per page type. */
export const jsBudget = (type) => (type === 'tool' ? 45 * 1024 : 20 * 1024);
