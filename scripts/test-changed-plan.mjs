#!/usr/bin/env node
// `node scripts/test-changed-plan.mjs <base>`: what `pnpm test:changed` runs for the change since
// the commit <base> (scripts/test-changed.sh), as shell assignments: `changed` (git's files:
// committed since base, staged, unstaged and new), `affected` (turbo's `...[base]`: the packages
// they touch and their dependants) and `projects` (the Playwright projects to run).
import { execFileSync } from 'node:child_process';

/** Files that every Playwright run depends on, outside the apps: the config, the servers it starts, the workspace's setup. */
const suiteInfrastructure = /^(playwright\.config\.ts|package\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|turbo\.json|tsconfig\.base\.json|scripts\/[^/]+\.(mjs|sh))$/;

/** The Playwright projects of a change: each app among the affected packages; both for the API Worker or the suites' infrastructure. */
export function playwrightProjects(affected, changed) {
  if (affected.includes('@site/api-worker') || changed.some((file) => suiteInfrastructure.test(file))) return ['web', 'registration'];
  return [
    ...(affected.includes('@site/web') ? ['web'] : []),
    ...(affected.includes('@site/registration') ? ['registration'] : []),
  ];
}

const lines = (text) => text.split('\n').filter((line) => line !== '');

function plan(base) {
  const git = (...args) => lines(execFileSync('git', args, { encoding: 'utf8' }));
  const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].sort();
  const listing = execFileSync('pnpm', ['exec', 'turbo', 'ls', `--filter=...[${base}]`, '--output=json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const affected = JSON.parse(listing).packages.items.map((item) => item.name);
  return { changed, affected, projects: playwrightProjects(affected, changed) };
}

const quote = (value) => `'${value.replaceAll("'", "'\\''")}'`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = plan(process.argv[2] ?? 'HEAD');
  for (const [name, values] of Object.entries(result)) console.log(`${name}=(${values.map(quote).join(' ')})`);
}
