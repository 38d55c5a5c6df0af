import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultVendorHosts } from '@site/vendors';
import { parse } from 'yaml';
import { releaseEnv } from './testing/releaseEnv';

/**
 * What the deploy and editor preview workflows do, step by step. Which variables they set is
 * variables.test.ts's (they are written from src/variables.ts).
 */
const root = join(__dirname, '..', '..', '..');
const workflowText = readFileSync(join(root, '.github', 'workflows', 'deploy.yml'), 'utf8');
const previewText = readFileSync(join(root, '.github', 'workflows', 'preview.yml'), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
  env?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  env?: Record<string, unknown>;
  steps: Step[];
}
const workflow = parse(workflowText) as { env?: Record<string, unknown>; jobs: Record<string, Job> };
const { build, api, publish } = workflow.jobs as Record<'build' | 'api' | 'publish', Job>;
const buildStep = build.steps.find((step) => /\bpnpm build\b/.test(step.run ?? ''));
const buildEnv: Record<string, unknown> = { ...workflow.env, ...build.env, ...buildStep?.env };
/** The step of `job` whose script matches. */
const stepOf = (job: Job, pattern: RegExp) => job.steps.find((step) => pattern.test(step.run ?? ''));
const indexOf = (job: Job, pattern: RegExp) => job.steps.findIndex((step) => pattern.test(step.run ?? ''));
/** The API Worker's secrets (the secret store's list). */
const workerSecrets = String(stepOf(api, /wrangler secret bulk/)?.env?.WORKER_SECRETS).split(' ');

/** The step of the API job that checks the Worker's settings for a release. */
const checkStep = stepOf(api, /check:worker/);

/** The step that passes every CONSENT_<KEY>_ID and _HOST of `vars` on to the later steps. */
const vendorStep = build.steps.find((step) => (step.run ?? '').includes('.github/scripts/vendor-env.mjs'));
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
  it('builds once, in production mode, in its build job', () => {
    expect(buildStep).toBeDefined();
    expect(buildEnv.DEPLOY_ENV).toBe('production');
    for (const job of [api, publish]) expect(stepOf(job, /\bpnpm (--filter \S+ )?build\b/)).toBeUndefined();
  });

  it('runs build, then the API, then the Pages projects, each job after the one before', () => {
    expect(Object.keys(workflow.jobs)).toEqual(['build', 'api', 'publish']);
    expect(api.needs).toBe('build');
    expect(publish.needs).toBe('api');
  });

  it("never hands the API Worker's secrets to the build: only its release check and its secret store see them", () => {
    expect(workerSecrets).toEqual(expect.arrayContaining(['SMTP_URL', 'CORE_WEBHOOK_SECRET', 'SUPPORT_TOKEN', 'INTERNAL_LINK_SECRET', 'TURNSTILE_SECRET']));
    // Nor what else only the Worker's release check reads.
    const workerOnly = [...workerSecrets, 'CORE_WEBHOOK_URL'];
    const named = (env: Record<string, unknown> | undefined) => Object.keys(env ?? {}).filter((name) => workerOnly.includes(name));
    expect(named(workflow.env)).toEqual([]);
    for (const job of [build, publish]) {
      expect(named(job.env)).toEqual([]);
      for (const step of job.steps) expect({ step: step.name ?? step.run, named: named(step.env) }).toEqual({ step: step.name ?? step.run, named: [] });
      // Not even by another name: no `secrets.<one of them>` anywhere in the job.
      const text = JSON.stringify(job);
      for (const name of workerSecrets) expect(text).not.toContain(`secrets.${name}`);
    }
    expect(named(api.env)).toEqual([]);
    const holders = api.steps.filter((step) => named(step.env).some((name) => workerSecrets.includes(name)));
    expect(holders.map((step) => step.name)).toEqual([checkStep!.name, stepOf(api, /wrangler secret bulk/)!.name]);
    for (const step of holders) {
      expect(named(step.env)).toEqual(expect.arrayContaining(['SMTP_URL', 'CORE_WEBHOOK_SECRET']));
      for (const name of named(step.env)) expect(String(step.env![name])).toMatch(new RegExp(`\\b(secrets|vars)\\.${name}\\b`));
    }
  });

  it("checks the API Worker's settings for a release before anything is published: the step's script refuses a placeholder", () => {
    expect(checkStep).toBeDefined();
    expect(api.steps.indexOf(checkStep!)).toBeLessThan(indexOf(api, /wrangler d1 migrations apply/));
    const run = (env: Record<string, string>) =>
      execFileSync('bash', ['-e', '-c', checkStep!.run!], { cwd: root, env: { PATH: process.env.PATH!, ...env }, encoding: 'utf8', stdio: 'pipe' });
    expect(run({ SMTP_URL: releaseEnv.SMTP_URL, CORE_WEBHOOK_URL: releaseEnv.CORE_WEBHOOK_URL, CORE_WEBHOOK_SECRET: releaseEnv.CORE_WEBHOOK_SECRET })).toMatch(/check:worker: /);
    let refusal = '';
    try {
      run({ SMTP_URL: 'smtp://127.0.0.1:1025', CORE_WEBHOOK_URL: releaseEnv.CORE_WEBHOOK_URL });
    } catch (error) {
      refusal = String((error as { stderr?: string }).stderr);
    }
    expect(refusal).toMatch(/^ {2}SMTP_URL +the relay 127\.0\.0\.1 is a local address/m);
    expect(refusal).toMatch(/^ {2}CORE_WEBHOOK_SECRET +unset/m);
    expect(refusal).not.toMatch(/CORE_WEBHOOK_URL +/);
  });

  it("passes every vendor's id and host from vars before the build, without listing vendors", () => {
    const steps = build.steps;
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

  it("hands the build's outputs and the API's plans on, hidden files too, and the later jobs take them before they publish", () => {
    const upload = build.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(build.steps.indexOf(upload!)).toBeGreaterThan(build.steps.indexOf(buildStep!));
    expect(String(upload!.with?.path).trim().split('\n')).toEqual(['apps/web/out', 'apps/registration/dist', 'apps/api/src/generated/plans.ts']);
    expect(upload!.with?.['include-hidden-files']).toBe(true);
    expect(upload!.with?.['if-no-files-found']).toBe('error');
    for (const [job, before] of [
      [api, /wrangler deploy --config/],
      [publish, /pages deploy /],
    ] as const) {
      const download = job.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'));
      expect(download?.with).toEqual({ name: upload!.with?.name, path: 'apps' });
      expect(job.steps.indexOf(download!)).toBeLessThan(indexOf(job, before));
    }
  });

  it.each([
    ['apps/web/out', 'CLOUDFLARE_PAGES_PROJECT_WEB'],
    ['apps/registration/dist', 'CLOUDFLARE_PAGES_PROJECT_REGISTRATION'],
  ])('publishes %s to the Pages project in %s', (output, project) => {
    const step = stepOf(publish, new RegExp(`pages deploy ${output} `));
    expect(step).toBeDefined();
    expect(String(step!.env?.PAGES_PROJECT)).toContain(`vars.${project}`);
    expect(step!.run).toContain('--project-name="$PAGES_PROJECT"');
  });

  describe('the API Worker', () => {
    const steps = api.steps;
    const index = (pattern: RegExp) => indexOf(api, pattern);
    const apiWrangler = (command: RegExp) =>
      steps.find((step) => /pnpm --filter @site\/api-worker exec wrangler /.test(step.run ?? '') && command.test(step.run ?? ''));

    it('applies the D1 migrations, then publishes the Worker', () => {
      const migrations = index(/wrangler d1 migrations apply DB --remote --config wrangler\.production\.json/);
      const worker = index(/wrangler deploy --config wrangler\.production\.json/);
      expect([migrations, worker].every((i) => i >= 0)).toBe(true);
      expect(migrations).toBeLessThan(worker);
      expect(index(/api-deploy-config\.mjs > apps\/api\/wrangler\.production\.json/)).toBeLessThan(migrations);
    });

    it("writes the plans a registration may name from the release's content, in the build job that has it", () => {
      const plans = build.steps.findIndex((step) => (step.run ?? '').trim() === 'pnpm --filter @site/api-worker plans');
      expect(plans).toBeGreaterThan(-1);
      expect(plans).toBeLessThan(build.steps.findIndex((step) => step.uses?.startsWith('actions/upload-artifact@')));
      // The build job's env names the release's content source, which the script reads.
      expect(Object.keys(build.env ?? {})).toEqual(expect.arrayContaining(['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN']));
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
      for (const name of names) expect(String(secrets!.env?.[name])).toContain(`secrets.${name}`);
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
      // The API job has no build environment: the step names each value it hands on.
      for (const name of [...workerVars.split(' '), 'REGISTRATION_URL', 'D1_DATABASE_ID', 'INTERNAL_API_URL']) {
        expect([name, String(configStep?.env?.[name])]).toEqual([name, expect.stringContaining(`vars.${name}`)]);
      }
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
