// Prints the production wrangler configuration of the API Worker (apps/api) as JSON: the local
// one (apps/api/wrangler.jsonc) with
// - the production D1 database (`D1_DATABASE_ID`, `D1_DATABASE_NAME` of the repository vars) in
//   place of the local one, so `wrangler d1 migrations apply DB --remote` and `wrangler deploy`
//   reach the same database;
// - the routes that put the API on both apps' origins and the site's root redirect on the edge:
//   `<SITE_URL host>/api/*`, `<REGISTRATION_URL host>/api/*` and `<SITE_URL host>/` (exactly
//   the root), so the pages call their own origin and their CSP's connect-src stays 'self';
//   and `<INTERNAL_API_URL host>/internal/*`, the host the bank's core system calls (links, PSD2
//   releases) and support (the outbox), kept behind Cloudflare Access (docs/deploying.md); the
//   Worker gets that origin as its INTERNAL_API_URL, and serves the internal calls only to
//   requests that arrived at its host (apps/api src/edge.ts);
// - the public settings the Worker reads: each variable named in `WORKER_VARS` that is set
//   (the workflow's list, written from packages/config/src/variables.ts), SITE_URL without a
//   trailing slash.
// With `--queues` it prints the names of the Worker's queues instead (`queueNames`).
// The deploy workflow writes it next to the local file (relative paths stay valid) and passes it
// to wrangler with --config. Secrets never go in here (`wrangler secret bulk`).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function apiDeployConfig(base, env) {
  const required = ['SITE_URL', 'REGISTRATION_URL', 'D1_DATABASE_ID', 'INTERNAL_API_URL'];
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`api-deploy-config: set ${missing.join(', ')}`);
  const site = new URL(env.SITE_URL).host;
  const registration = new URL(env.REGISTRATION_URL).host;
  const internal = new URL(env.INTERNAL_API_URL).host;
  const [localDb, ...otherDbs] = base.d1_databases ?? [];
  if (!localDb) throw new Error('api-deploy-config: apps/api/wrangler.jsonc has no D1 database');
  const vars = { ...base.vars };
  for (const name of (env.WORKER_VARS ?? '').split(/\s+/).filter(Boolean)) {
    if (env[name]?.trim()) vars[name] = env[name].trim();
  }
  vars.SITE_URL = env.SITE_URL.trim().replace(/\/+$/, '');
  vars.INTERNAL_API_URL = env.INTERNAL_API_URL.trim().replace(/\/+$/, '');
  return {
    ...base,
    d1_databases: [
      { ...localDb, database_id: env.D1_DATABASE_ID.trim(), database_name: env.D1_DATABASE_NAME?.trim() || localDb.database_name },
      ...otherDbs,
    ],
    routes: [`${site}/api/*`, `${registration}/api/*`, `${site}/`, `${internal}/internal/*`],
    workers_dev: false,
    vars,
  };
}

export function readLocalConfig(file = join(root, 'apps', 'api', 'wrangler.jsonc')) {
  // TypeScript's JSONC reader (comments, trailing commas), as wrangler reads the file.
  const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'));
  if (error) throw new Error(`api-deploy-config: ${file} is not valid JSONC`);
  return config;
}

/**
 * Every queue the Worker sends to or consumes, dead-letter queues included, each once: what the
 * deploy creates before it publishes (wrangler deploy fails on a queue that does not exist).
 */
export function queueNames(config) {
  const { producers = [], consumers = [] } = config.queues ?? {};
  const names = [...producers.map((p) => p.queue), ...consumers.flatMap((c) => [c.queue, c.dead_letter_queue])];
  return [...new Set(names.filter(Boolean))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--queues [file]`: the queue names, one per line; else the production configuration as JSON.
  const queues = process.argv[2] === '--queues';
  const base = readLocalConfig(process.argv[queues ? 3 : 2]);
  process.stdout.write(queues ? `${queueNames(base).join('\n')}\n` : `${JSON.stringify(apiDeployConfig(base, process.env), null, 2)}\n`);
}
