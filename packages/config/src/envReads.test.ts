import { envReads, fileKind } from './envReads';

describe('envReads', () => {
  it('finds the reads of code, the Worker and Vite included, and the names a computed read uses', () => {
    const code = [
      'const a = process.env.API_PORT ?? process.env["WEB_PORT"];',
      'const b = import.meta.env.SITE_URL; const c = c.env.SMTP_URL; const d = env?.MAIL_FROM;',
      "const e = envValue(env, 'DEPLOY_ENV'); const f = env[`CONSENT_${key}_ID`];",
      'const g = somebody.PORT_NUMBER; // not an env',
    ].join('\n');
    expect(envReads('apps/x/src/config.ts', code).sort()).toEqual(['API_PORT', 'DEPLOY_ENV', 'MAIL_FROM', 'SITE_URL', 'SMTP_URL', 'WEB_PORT']);
    const computed = "const number = (name) => Number(process.env[name]);\nnumber('BENCH_RUNS', 3); const label = 'Hello';";
    expect(envReads('bench/run.mjs', computed)).toEqual(['BENCH_RUNS']);
  });

  it("finds a script's reads of what it did not set itself, by extension or shebang", () => {
    const script = ['#!/usr/bin/env bash', 'echo "$CI ${API_PORT:-8787}"', 'export STUB=1', 'echo "$STUB"', 'for NAME in a b; do echo "$NAME"; done', 'port=$WEB_PORT'].join('\n');
    expect(fileKind('.ci/run', script)).toBe('shell');
    expect(envReads('.ci/run', script).sort()).toEqual(['API_PORT', 'CI', 'WEB_PORT']);
    // Read with a default while it is set: the read comes first.
    expect(envReads('scripts/a.sh', 'export API_PORT="${API_PORT:-8787}"')).toEqual(['API_PORT']);
  });

  it("reads package.json's scripts as shell", () => {
    const json = JSON.stringify({ scripts: { a: 'BENCH_FLOOR_CONSENT=1 next build', b: 'node x.mjs --port $BENCH_PORT' } });
    expect(envReads('bench/package.json', json)).toEqual(['BENCH_PORT']);
  });

  it("finds a workflow's repository settings and the names it did not set as env keys", () => {
    const workflow = [
      'env:',
      '  SITE_URL: ${{ vars.SITE_URL }}',
      'steps:',
      '  - env:',
      '      PAGES_PROJECT: ${{ vars.CLOUDFLARE_PAGES_PROJECT_WEB }}',
      '      TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}',
      '    run: deploy "$PAGES_PROJECT" "$GITHUB_ENV" ${{ env.SITE_URL }}',
    ].join('\n');
    expect(envReads('.github/workflows/deploy.yml', workflow).sort()).toEqual(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_PAGES_PROJECT_WEB', 'GITHUB_ENV', 'SITE_URL']);
  });

  it("finds wrangler's vars, of every environment, and every name a settings file sets", () => {
    const wrangler = '{\n  // comment\n  "vars": { "BRAND_NAME": "Evergreen", "SITE_URL": "x" },\n  "env": { "bench": { "vars": { "CONSENT_RETENTION_DAYS": "1" } } }\n}';
    expect(envReads('apps/api/wrangler.jsonc', wrangler).sort()).toEqual(['BRAND_NAME', 'CONSENT_RETENTION_DAYS', 'SITE_URL']);
    expect(envReads('apps/api/.dev.vars.example', '# c\nSMTP_URL=smtp://x\nMAIL_FROM=\n')).toEqual(['SMTP_URL', 'MAIL_FROM']);
    expect(envReads('production.example.env', 'export DEPLOY_ENV=production\n')).toEqual(['DEPLOY_ENV']);
  });

  it('reads nothing from documents and data', () => {
    expect(fileKind('README.md', '$SITE_URL')).toBeUndefined();
    expect(envReads('turbo.json', '{"globalEnv":["SITE_URL"]}')).toEqual([]);
    expect(fileKind('src/types.d.ts', 'process.env.X_Y')).toBeUndefined();
  });
});
