import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultVendorHosts } from '@site/vendors';
import { parse } from 'yaml';

/**
 * What the deploy and editor preview workflows do, step by step. Which variables they set is
 * variables.test.ts's (they are written from src/variables.ts).
 */
const root = join(__dirname, '..', '..', '..');
const workflowText = readFileSync(join(root, '.github', 'workflows', 'deploy.yml'), 'utf8');
const previewText = readFileSync(join(root, '.github', 'workflows', 'preview.yml'), 'utf8');

interface Step {
  run?: string;
  env?: Record<string, unknown>;
}
const workflow = parse(workflowText) as {
  env?: Record<string, unknown>;
  jobs: Record<string, { env?: Record<string, unknown>; steps: Step[] }>;
};
const [job] = Object.values(workflow.jobs);
const buildStep = job!.steps.find((step) => /\bpnpm build\b/.test(step.run ?? ''));
const buildEnv: Record<string, unknown> = { ...workflow.env, ...job!.env, ...buildStep?.env };

/** The step that passes every CONSENT_<KEY>_ID/_HOST of `vars` on to the later steps. */
const vendorStep = job!.steps.find((step) => (step.run ?? '').includes('.github/scripts/vendor-env.mjs'));
/** What that step's script writes to $GITHUB_ENV for the given repository variables. */
const vendorEnv = (vars: Record<string, string>, args: string[] = []): Record<string, string> =>
  Object.fromEntries(
    execFileSync(process.execPath, [join(root, '.github', 'scripts', 'vendor-env.mjs'), ...args], {
      env: { ...process.env, VARS: JSON.stringify(vars) },
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('deploy workflow', () => {
  it('builds once, in production mode', () => {
    expect(buildStep).toBeDefined();
    expect(buildEnv.DEPLOY_ENV).toBe('production');
  });

  it("passes every vendor's id and host from vars before the build, without listing vendors", () => {
    const steps = job!.steps;
    expect(vendorStep).toBeDefined();
    expect(steps.indexOf(vendorStep!)).toBeLessThan(steps.indexOf(buildStep!));
    expect(vendorStep!.run).toMatch(/>>\s*"\$GITHUB_ENV"/);
    expect(String(vendorStep!.env?.VARS).replace(/\s/g, '')).toBe('${{toJSON(vars)}}');
    // A vendor the workflow has never heard of comes through; other settings do not.
    expect(
      vendorEnv({
        CONSENT_SOME_NEW_VENDOR_ID: 'id-1',
        CONSENT_SOME_NEW_VENDOR_HOST: 'https://new.example',
        CONSENT_BUGSNAG_API_KEY: 'k',
        CONSENT_ATTRIBUTION_HOST: 'https://app.example',
        SITE_URL: 'https://site.example',
      }),
    ).toEqual({ CONSENT_SOME_NEW_VENDOR_ID: 'id-1', CONSENT_SOME_NEW_VENDOR_HOST: 'https://new.example' });
    expect(Object.keys(buildEnv).filter((name) => /^CONSENT_(?!BUGSNAG|ATTRIBUTION|COOKIE|POLICY)\w+_(ID|HOST)$/.test(name))).toEqual([]);
  });

  it.each([
    ['apps/web/out', 'CLOUDFLARE_PAGES_PROJECT_WEB'],
    ['apps/registration/dist', 'CLOUDFLARE_PAGES_PROJECT_REGISTRATION'],
  ])('publishes %s to the Pages project in %s', (output, project) => {
    const publish = job!.steps.find((step) => (step.run ?? '').includes(`pages deploy ${output} `));
    expect(publish).toBeDefined();
    expect(String(publish!.env?.PAGES_PROJECT)).toContain(`vars.${project}`);
    expect(publish!.run).toContain('--project-name="$PAGES_PROJECT"');
  });

  describe('the API Worker', () => {
    const steps = job!.steps as (Step & { name?: string })[];
    const index = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step.run ?? ''));
    const apiWrangler = (command: RegExp) =>
      steps.find((step) => /pnpm --filter @site\/api-worker exec wrangler /.test(step.run ?? '') && command.test(step.run ?? ''));

    it('applies the D1 migrations, then publishes the Worker, after the build and before either Pages project', () => {
      const build = steps.indexOf(buildStep!);
      const migrations = index(/wrangler d1 migrations apply DB --remote --config wrangler\.production\.json/);
      const worker = index(/wrangler deploy --config wrangler\.production\.json/);
      const pages = index(/pages deploy /);
      expect([build, migrations, worker, pages].every((i) => i >= 0)).toBe(true);
      expect(build).toBeLessThan(migrations);
      expect(migrations).toBeLessThan(worker);
      expect(worker).toBeLessThan(pages);
      expect(index(/api-deploy-config\.mjs > apps\/api\/wrangler\.production\.json/)).toBeLessThan(migrations);
    });

    it("writes the plans a registration may name from the release's content, before it publishes", () => {
      const plans = steps.findIndex((step) => (step.run ?? '').trim() === 'pnpm --filter @site/api-worker plans');
      expect(plans).toBeGreaterThan(-1);
      expect(plans).toBeLessThan(index(/wrangler deploy --config wrangler\.production\.json/));
      // The job's env names the release's content source, which the script reads.
      expect(Object.keys(job!.env ?? {})).toEqual(expect.arrayContaining(['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN']));
    });

    it("creates the Worker's queues and dead-letter queues that do not exist yet, before it publishes", () => {
      const queues = apiWrangler(/wrangler queues create/);
      expect(queues).toBeDefined();
      expect(steps.indexOf(queues!)).toBeLessThan(index(/wrangler deploy --config wrangler\.production\.json/));
      // The step's script, with a `pnpm` that records what it was asked and knows one queue already.
      const dir = mkdtempSync(join(tmpdir(), 'api-queues-'));
      const log = join(dir, 'calls');
      writeFileSync(
        join(dir, 'pnpm'),
        `#!/bin/sh\necho "$*" >> "${log}"\ncase "$*" in *"queues info site-mail") exit 0;; *"queues info"*) exit 1;; esac\n`,
        { mode: 0o755 },
      );
      execFileSync('bash', ['-e', '-c', queues!.run!], { cwd: root, env: { PATH: `${dir}:${process.env.PATH}` } });
      const created = readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('queues create'))
        .map((line) => line.split(' ').at(-1));
      expect(created).toEqual(['site-core-events', 'site-mail-dead', 'site-core-events-dead']);
    });

    it("stores every secret of its WORKER_SECRETS list, the set ones, as the Worker's secrets", () => {
      const secrets = apiWrangler(/wrangler secret bulk --config wrangler\.production\.json/);
      expect(secrets).toBeDefined();
      const names = String(secrets!.env?.WORKER_SECRETS).split(' ');
      expect(names).toEqual(expect.arrayContaining(['SMTP_URL', 'SUPPORT_TOKEN', 'INTERNAL_LINK_SECRET', 'TURNSTILE_SECRET']));
      for (const name of names) expect(String(secrets!.env?.[name] ?? job!.env?.[name])).toContain(`secrets.${name}`);
      // What the step pipes into `wrangler secret bulk`: the set ones, as one JSON object.
      const script = /node -e '([^']+)'/.exec(secrets!.run!.replace(/\n/g, ' '))![1]!;
      const json = execFileSync(process.execPath, ['-e', script], {
        env: { PATH: process.env.PATH, WORKER_SECRETS: names.join(' '), SMTP_URL: 'smtps://u:p@smtp.bank.eu:465', SUPPORT_TOKEN: 's', INTERNAL_LINK_SECRET: 'i' },
        encoding: 'utf8',
      });
      expect(JSON.parse(json)).toEqual({ SMTP_URL: 'smtps://u:p@smtp.bank.eu:465', SUPPORT_TOKEN: 's', INTERNAL_LINK_SECRET: 'i' });
    });

    it('routes /api/* of both origins, the exact site root and /internal/* of the internal host to the Worker, on the production database, with its WORKER_VARS', () => {
      const configStep = steps.find((step) => /api-deploy-config\.mjs/.test(step.run ?? ''));
      const workerVars = String(configStep?.env?.WORKER_VARS);
      expect(workerVars.split(' ')).toEqual(expect.arrayContaining(['BRAND_NAME', 'SITE_URL', 'MAIL_FROM']));
      const dir = mkdtempSync(join(tmpdir(), 'api-config-'));
      const local = join(dir, 'wrangler.jsonc');
      writeFileSync(
        local,
        `{
          // the local configuration
          "name": "bank-api",
          "main": "src/index.ts",
          "d1_databases": [{ "binding": "DB", "database_name": "bank-api", "database_id": "local", "migrations_dir": "migrations" }],
          "vars": { "CONSENT_RETENTION_DAYS": "1095" },
        }`,
      );
      const config = JSON.parse(
        execFileSync(process.execPath, [join(root, '.github', 'scripts', 'api-deploy-config.mjs'), local], {
          env: {
            PATH: process.env.PATH,
            SITE_URL: 'https://www.bank.eu/',
            REGISTRATION_URL: 'https://open.bank.eu',
            D1_DATABASE_ID: 'prod-db-id',
            INTERNAL_API_URL: 'https://core-api.bank.eu',
            BRAND_NAME: 'Fernweh',
            MAIL_FROM: ' ',
            SUPPORT_TOKEN: 'not a variable',
            WORKER_VARS: workerVars,
          },
          encoding: 'utf8',
        }),
      );
      expect(config.routes).toEqual(['www.bank.eu/api/*', 'open.bank.eu/api/*', 'www.bank.eu/', 'core-api.bank.eu/internal/*']);
      expect(config.d1_databases).toEqual([{ binding: 'DB', database_name: 'bank-api', database_id: 'prod-db-id', migrations_dir: 'migrations' }]);
      // The Worker serves the internal calls only at the host of INTERNAL_API_URL.
      expect(config.vars).toEqual({ CONSENT_RETENTION_DAYS: '1095', SITE_URL: 'https://www.bank.eu', INTERNAL_API_URL: 'https://core-api.bank.eu', BRAND_NAME: 'Fernweh' });
      expect(config.main).toBe('src/index.ts');
      expect(() =>
        execFileSync(process.execPath, [join(root, '.github', 'scripts', 'api-deploy-config.mjs'), local], {
          env: { PATH: process.env.PATH, SITE_URL: 'https://www.bank.eu' },
          stdio: 'pipe',
        }),
      ).toThrow(/set REGISTRATION_URL, D1_DATABASE_ID, INTERNAL_API_URL/);
    });
  });
});

describe('editor preview workflow', () => {
  const preview = parse(previewText) as typeof workflow & { on: Record<string, unknown>; concurrency: Record<string, unknown> };
  const [previewJob] = Object.values(preview.jobs);
  const previewBuild = previewJob!.steps.find((step) => /\bpnpm --filter @site\/web build\b/.test(step.run ?? ''));
  const previewEnv: Record<string, unknown> = { ...preview.env, ...previewJob!.env, ...previewBuild?.env };

  it('builds the site from the Preview API, never in production mode', () => {
    expect(previewBuild).toBeDefined();
    expect(String(previewEnv.CONTENTFUL_PREVIEW)).toBe('1');
    expect(String(previewEnv.CONTENTFUL_PREVIEW_TOKEN)).toContain('secrets.CONTENTFUL_PREVIEW_TOKEN');
    expect(previewEnv.DEPLOY_ENV).toBeUndefined();
  });

  it('is started by the Contentful auto-save dispatch and a newer save cancels the running build', () => {
    expect(preview.on.repository_dispatch).toEqual({ types: ['contentful_preview'] });
    expect(preview.concurrency['cancel-in-progress']).toBe(true);
  });

  it("passes every vendor's host from vars before the build, without listing vendors, and no id", () => {
    const steps = previewJob!.steps;
    const hostStep = steps.find((step) => (step.run ?? '').includes('.github/scripts/vendor-env.mjs'));
    expect(hostStep).toBeDefined();
    expect(steps.indexOf(hostStep!)).toBeLessThan(steps.indexOf(previewBuild!));
    expect(String(hostStep!.env?.VARS).replace(/\s/g, '')).toBe('${{toJSON(vars)}}');
    const args = /vendor-env\.mjs((?:\s+--[a-z-]+)*)\s*>>\s*"\$GITHUB_ENV"/.exec(hostStep!.run!)?.[1]?.trim().split(/\s+/) ?? [];
    const hosts = Object.keys(defaultVendorHosts).map((key) => `CONSENT_${key}_HOST`);
    const vars = Object.fromEntries(
      [...hosts, 'CONSENT_SOME_NEW_VENDOR_HOST', 'CONSENT_SOME_NEW_VENDOR_ID', 'CONSENT_FRESHCHAT_ID'].map((name) => [name, `value of ${name}`]),
    );
    expect(Object.keys(vendorEnv(vars, args)).sort()).toEqual([...hosts, 'CONSENT_SOME_NEW_VENDOR_HOST'].sort());
    expect(Object.keys(previewEnv).filter((name) => /^CONSENT_(?!BUGSNAG|ATTRIBUTION|COOKIE|POLICY)\w+_(ID|HOST)$/.test(name))).toEqual([]);
  });

  it('publishes only as the preview branch of the site project', () => {
    const publish = previewJob!.steps.find((step) => (step.run ?? '').includes('pages deploy apps/web/out '));
    expect(publish!.run).toContain('--branch=preview');
    expect(String(publish!.env?.PAGES_PROJECT)).toContain('vars.CLOUDFLARE_PAGES_PROJECT_WEB');
  });
});
