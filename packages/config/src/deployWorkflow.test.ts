import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultVendorHosts } from '@site/vendors';
import { parse } from 'yaml';

/**
 * The deploy workflow and the README agree: every variable of the configuration table reaches
 * the production build, and every repository variable and secret the workflow reads is listed
 * in "Deploying", as the kind (variable or secret) it is read as.
 */
const root = join(__dirname, '..', '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const workflowText = readFileSync(join(root, '.github', 'workflows', 'deploy.yml'), 'utf8');
const previewText = readFileSync(join(root, '.github', 'workflows', 'preview.yml'), 'utf8');

/** Not passed to the production build, and why. */
const notPassed: Record<string, string> = {
  API_MOCK: 'a release leaves it unset, and DEPLOY_ENV=production refuses it',
  E2E_PAGES: 'a release leaves it unset, and DEPLOY_ENV=production refuses it',
  WEB_PORT: 'port of the local static server and the Playwright runs',
  REGISTRATION_PORT: 'port of the local static server and the Playwright runs',
  CONTENT_STUB_PORT: "port of the test command's Delivery API stub",
  API_PORT: 'port of the local API (wrangler dev) of the README commands and the Playwright runs',
  API_ORIGIN: "where the local static server forwards /api/*; production routes /api/* to the Worker",
  MAILDEV_SMTP_PORT: "MailDev's SMTP port in the Playwright runs",
  MAILDEV_WEB_PORT: "MailDev's web and REST port in the Playwright runs",
  CHROMIUM_PATH: 'browser of the Playwright tests and the benchmark',
  CORE_STUB_PORT: 'port of the local stub of the core system (start command and Playwright runs)',
  CORE_STUB_RELEASE_MS: 'the local core stub only',
  CORE_STUB_TIMEOUT_MS: 'the local core stub only',
  CORE_STUB_API_ORIGIN: 'the local core stub only',
  CORE_WEBHOOK_SECRET: "a secret of the API Worker (its deploy step's wrangler secret bulk), not of the pages' build",
  CONTENTFUL_PREVIEW: 'preview builds only (their own workflow); production never builds drafts',
  CONTENTFUL_PREVIEW_TOKEN: 'preview builds only (their own workflow); production never builds drafts',
};

function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** Variable names in the first column of the configuration table, `<KEY>` expanded. */
function tableVariables(): string[] {
  const rows = section('Configuration')
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => {
    const names = [...row.split('|')[1]!.matchAll(/`([A-Z0-9_<>]+)`/g)].map((m) => m[1]!);
    return names.flatMap((name) =>
      name.includes('<KEY>') ? Object.keys(defaultVendorHosts).map((key) => name.replace('<KEY>', key)) : [name],
    );
  });
}

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

const references = (kind: 'vars' | 'secrets', text = workflowText + previewText) =>
  new Set([...text.matchAll(new RegExp(`\\b${kind}\\.([A-Z0-9_]+)`, 'g'))].map((m) => m[1]!));
/** Backticked names in the "Deploying" bullet that starts with `**label**`. */
function listed(label: string): Set<string> {
  const bullet = section('Deploying')
    .split('\n- ')
    .find((item) => item.startsWith(`**${label}**`));
  if (!bullet) throw new Error(`README "Deploying" has no **${label}** list`);
  return new Set([...bullet.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

describe('deploy workflow', () => {
  it('builds once, in production mode', () => {
    expect(buildStep).toBeDefined();
    expect(buildEnv.DEPLOY_ENV).toBe('production');
  });

  it('passes every variable of the configuration table to the build', () => {
    const variables = tableVariables();
    expect(variables).toEqual(expect.arrayContaining(['SITE_URL', 'CONSENT_FRESHCHAT_HOST', 'CONSENT_BUGSNAG_API_KEY']));
    const fromVendorStep = vendorEnv(Object.fromEntries(variables.map((name) => [name, `value of ${name}`])));
    const missing = variables.filter(
      (name) => !(name in notPassed) && !String(buildEnv[name] ?? '').trim() && fromVendorStep[name] !== `value of ${name}`,
    );
    expect(missing).toEqual([]);
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

  it('reads each table variable under its own name', () => {
    const renamed = tableVariables().filter((name) => {
      const value = String(buildEnv[name] ?? '');
      return value.includes('${{') && !new RegExp(`\\b(vars|secrets)\\.${name}\\b`).test(value);
    });
    expect(renamed).toEqual([]);
  });

  it('does not pass what a release must not have', () => {
    expect(Object.keys(buildEnv)).not.toContain('API_MOCK');
    expect(Object.keys(buildEnv)).not.toContain('REGISTRATION_E2E');
    expect(Object.keys(buildEnv)).not.toContain('E2E_PAGES');
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

  it('lists every secret it reads, and only those, under "Secrets" in the README', () => {
    expect([...references('secrets')].sort()).toEqual([...listed('Secrets')].sort());
  });

  it('lists every repository variable outside the configuration table under "Variables"', () => {
    const table = new Set(tableVariables());
    const extra = [...references('vars')].filter((name) => !table.has(name));
    expect(extra.length).toBeGreaterThan(0);
    expect(extra.filter((name) => !listed('Variables').has(name))).toEqual([]);
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

    it('stores the mail relay, support token, internal-link secret and Turnstile secret as Worker secrets', () => {
      const secrets = apiWrangler(/wrangler secret bulk --config wrangler\.production\.json/);
      expect(secrets).toBeDefined();
      for (const name of ['SUPPORT_TOKEN', 'INTERNAL_LINK_SECRET', 'TURNSTILE_SECRET']) {
        expect(String(secrets!.env?.[name])).toContain(`secrets.${name}`);
      }
      expect(String(buildEnv.SMTP_URL)).toContain('secrets.SMTP_URL');
      // What the step pipes into `wrangler secret bulk`: the set ones, as one JSON object.
      const script = /node -e '([^']+)'/.exec(secrets!.run!.replace(/\n/g, ' '))![1]!;
      const json = execFileSync(process.execPath, ['-e', script], {
        env: { PATH: process.env.PATH, SMTP_URL: 'smtps://u:p@smtp.bank.eu:465', SUPPORT_TOKEN: 's', INTERNAL_LINK_SECRET: 'i' },
        encoding: 'utf8',
      });
      expect(JSON.parse(json)).toEqual({ SMTP_URL: 'smtps://u:p@smtp.bank.eu:465', SUPPORT_TOKEN: 's', INTERNAL_LINK_SECRET: 'i' });
    });

    it('routes /api/* of both origins and the exact site root to the Worker, on the production database', () => {
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
            BRAND_NAME: 'Fernweh',
          },
          encoding: 'utf8',
        }),
      );
      expect(config.routes).toEqual(['www.bank.eu/api/*', 'open.bank.eu/api/*', 'www.bank.eu/']);
      expect(config.d1_databases).toEqual([{ binding: 'DB', database_name: 'bank-api', database_id: 'prod-db-id', migrations_dir: 'migrations' }]);
      expect(config.vars).toEqual({ CONSENT_RETENTION_DAYS: '1095', SITE_URL: 'https://www.bank.eu', BRAND_NAME: 'Fernweh' });
      expect(config.main).toBe('src/index.ts');
      expect(() =>
        execFileSync(process.execPath, [join(root, '.github', 'scripts', 'api-deploy-config.mjs'), local], {
          env: { PATH: process.env.PATH, SITE_URL: 'https://www.bank.eu' },
          stdio: 'pipe',
        }),
      ).toThrow(/set REGISTRATION_URL, D1_DATABASE_ID/);
    });
  });

  it('has an exception reason only for variables a release really leaves out', () => {
    for (const name of Object.keys(notPassed)) expect(buildEnv[name]).toBeUndefined();
  });
});

describe('editor preview workflow', () => {
  const preview = parse(previewText) as typeof workflow & { on: Record<string, unknown>; concurrency: Record<string, unknown> };
  const [previewJob] = Object.values(preview.jobs);
  const previewBuild = previewJob!.steps.find((step) => /\bpnpm --filter @site\/web build\b/.test(step.run ?? ''));
  const previewEnv: Record<string, unknown> = { ...preview.env, ...previewJob!.env, ...previewBuild?.env };
  /** What a preview leaves out on purpose: production mode, the delivery token, the mail relay, vendors. */
  const previewOnly = (name: string) =>
    name === 'CONTENTFUL_ACCESS_TOKEN' || name === 'SMTP_URL' || name === 'CONSENT_BUGSNAG_API_KEY' || /^CONSENT_[A-Z_]+_ID$/.test(name);

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

  it('passes every site variable the production build gets, vendors and the delivery token excepted', () => {
    const missing = Object.keys(buildEnv).filter((name) => /^[A-Z]/.test(name) && name !== 'DEPLOY_ENV' && !previewOnly(name) && !(name in previewEnv));
    expect(missing).toEqual([]);
    expect(Object.keys(previewEnv).filter(previewOnly)).toEqual([]);
  });

  it("passes every vendor's host from vars before the build, without listing vendors, and no id", () => {
    const steps = previewJob!.steps;
    const hostStep = steps.find((step) => (step.run ?? '').includes('.github/scripts/vendor-env.mjs'));
    expect(hostStep).toBeDefined();
    expect(steps.indexOf(hostStep!)).toBeLessThan(steps.indexOf(previewBuild!));
    expect(String(hostStep!.env?.VARS).replace(/\s/g, '')).toBe('${{toJSON(vars)}}');
    const args = /vendor-env\.mjs((?:\s+--[a-z-]+)*)\s*>>\s*"\$GITHUB_ENV"/.exec(hostStep!.run!)?.[1]?.trim().split(/\s+/) ?? [];
    const hosts = tableVariables().filter((name) => /^CONSENT_[A-Z_]+_HOST$/.test(name) && !/^CONSENT_(BUGSNAG|ATTRIBUTION)_/.test(name));
    expect(hosts).toEqual(Object.keys(defaultVendorHosts).map((key) => `CONSENT_${key}_HOST`));
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

describe('README', () => {
  it('points <KEY> at the vendor registry, naming only vendors it has', () => {
    const sentence = /`<KEY>` is a vendor of the registry `packages\/vendors\/src\/vendors\.ts` \(([^)]*)\)/.exec(readme)?.[1] ?? '';
    const named = sentence.split(';')[0]!.match(/[A-Z][A-Z_]+/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((key) => !Object.keys(defaultVendorHosts).includes(key))).toEqual([]);
  });
});
