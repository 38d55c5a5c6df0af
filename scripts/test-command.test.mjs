// Unit tests of the test command's own machinery (node:test; `pnpm test` runs them through
// turbo's root task `test:scripts`): the phase table (test-phases.sh), the environment
// (test-env.sh), the slowest-tests list and its reporters, and test:changed's choice of
// Playwright projects.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import TestTimesReporter from './test-times-reporter.mjs';
import { playwrightProjects } from './test-changed-plan.mjs';
import { formatTestTime, readTestTimes, slowest } from './test-times.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const temporary = () => mkdtempSync(join(tmpdir(), 'test-command-'));

/** Runs a bash script in the repository root; the environment is this one's plus `env`. */
function bash(script, env = {}) {
  const result = spawnSync('bash', ['-c', script], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('test-phases.sh', () => {
  it('prints every phase with its time and result at the end, and names the failed one', () => {
    const { status, output } = bash(
      `set -euo pipefail
      source scripts/test-phases.sh
      phase "first step" true
      phase_start "beside it" bash -c 'echo from the background'
      phase_wait "beside it"
      failing() { echo "about to fail"; false; echo "never printed"; }
      phase "second step" failing
      phase "never reached" true`,
      { TEST_TIMES_DIR: temporary() },
    );
    assert.equal(status, 1);
    assert.match(output, /test: ── output of 'beside it' ──\nfrom the background\n/);
    assert.doesNotMatch(output, /never printed|never reached/);
    assert.match(output, /test:   first step +\d+:\d\d +\d+:\d\d +\d+:\d\d  passed\n/);
    assert.match(output, /test:   beside it +\d+:\d\d +\d+:\d\d +\d+:\d\d  passed\n/);
    assert.match(output, /test:   second step +\d+:\d\d +\d+:\d\d +FAILED \(exit 1\)\n/);
    assert.match(output, /test:   total +\d+:\d\d +\d+:\d\d  FAILED \(exit 1\)\n/);
    assert.match(output, /test: FAILED in 'second step' \(its output is above\)/);
  });

  it('fails the run with the exit status of a failed background phase, and prints its output', () => {
    const { status, output } = bash(
      `set -euo pipefail
      source scripts/test-phases.sh
      phase_start "in the background" bash -c 'echo its last words; exit 3'
      phase_wait "in the background"
      echo "not after a failure"`,
      { TEST_TIMES_DIR: temporary() },
    );
    assert.equal(status, 3);
    assert.match(output, /its last words\ntest: FAILED: in the background \(exit 3\)/);
    assert.doesNotMatch(output, /not after a failure/);
    assert.match(output, /test:   in the background +\d+:\d\d +\d+:\d\d +\d+:\d\d  FAILED \(exit 3\)\n/);
  });

  it('stops a background phase still running when the run ends, and runs the exit hooks', () => {
    const { status, output } = bash(
      `set -euo pipefail
      source scripts/test-phases.sh
      at_exit 'echo hook ran'
      phase_start "long" sleep 60
      exit 4`,
      { TEST_TIMES_DIR: temporary() },
    );
    assert.equal(status, 4);
    assert.match(output, /test: stopped 'long'/);
    assert.match(output, /hook ran/);
    assert.match(output, /test:   long +\d+:\d\d +\d+:\d\d +stopped\n/);
  });

  it('counts the CPU time of a phase', () => {
    const { output } = bash(
      `source scripts/test-phases.sh
      phase "busy" node -e 'for (let i = 0; process.cpuUsage().user < 1_500_000; i++) for (let j = 0; j < 1e6; j++);'`,
      { TEST_TIMES_DIR: temporary() },
    );
    const [, cpu] = output.match(/test:   busy +\d+:\d\d +\d+:\d\d +0:(\d\d)  passed/) ?? [];
    assert.ok(Number(cpu) >= 1, output);
  });
});

describe('test-env.sh', () => {
  it('links the builds to the ports of the run, whatever SITE_URL and REGISTRATION_URL said', () => {
    const { output } = bash('source scripts/test-env.sh; echo "$SITE_URL $REGISTRATION_URL"', {
      WEB_PORT: '4100',
      REGISTRATION_PORT: '4101',
      SITE_URL: 'http://localhost:3000',
      REGISTRATION_URL: 'http://localhost:3001',
    });
    assert.equal(output.trim(), 'http://localhost:4100 http://localhost:4101');
  });

  it('keeps the default ports when none are given', () => {
    const env = { ...process.env };
    delete env.WEB_PORT;
    delete env.REGISTRATION_PORT;
    const result = spawnSync('bash', ['-c', 'source scripts/test-env.sh; echo "$SITE_URL $REGISTRATION_URL"'], { cwd: root, encoding: 'utf8', env });
    assert.equal(result.stdout.trim(), 'http://localhost:3000 http://localhost:3001');
  });
});

describe('the slowest tests', () => {
  const record = (runner, title, ms, extra = {}) => ({ runner, project: 'web', file: 'e2e/a.spec.ts', title, ms, status: 'passed', ...extra });

  it('reads every runner\'s records and lists the slowest first', () => {
    const dir = temporary();
    writeFileSync(join(dir, 'playwright-1.jsonl'), `${JSON.stringify(record('playwright', 'slow', 9000))}\n${JSON.stringify(record('playwright', 'quick', 100))}\n`);
    writeFileSync(join(dir, 'jest-2.jsonl'), `${JSON.stringify(record('jest', 'middle', 2000))}\n\nnot json\n`);
    writeFileSync(join(dir, 'other.txt'), 'ignored');
    const records = readTestTimes(dir);
    assert.deepEqual(slowest(records, 2).map((r) => r.title), ['slow', 'middle']);
    assert.deepEqual(readTestTimes(join(dir, 'missing')), []);
  });

  it('prints seconds, project, file and title, and a status other than passed', () => {
    assert.equal(formatTestTime(record('jest', 'a test', 12345)), '  12.3 s  web  e2e/a.spec.ts › a test');
    assert.match(formatTestTime(record('playwright', 'a test', 500, { status: 'timedOut' })), / \[timedOut\]$/);
  });

  it('prints both lists, at most the count asked for', () => {
    const dir = temporary();
    const lines = Array.from({ length: 25 }, (_, i) => JSON.stringify(record('playwright', `test ${i}`, i * 1000)));
    writeFileSync(join(dir, 'playwright-1.jsonl'), `${lines.join('\n')}\n`);
    writeFileSync(join(dir, 'vitest-1.jsonl'), `${JSON.stringify(record('vitest', 'worker test', 3000))}\n`);
    writeFileSync(join(dir, 'playwright-2.jsonl'), `${JSON.stringify({ runner: 'playwright-run', startupMs: 41_500 })}\n`);
    const output = spawnSync('node', ['scripts/test-times.mjs', dir, '20'], { cwd: root, encoding: 'utf8' }).stdout;
    assert.match(output, /^test: Playwright began its tests 41\.5 s after it started \(its web servers\)\n/);
    assert.match(output, /\ntest: the 20 slowest of 25 browser tests \(Playwright\)/);
    assert.match(output, /test:     24\.0 s  web  e2e\/a\.spec\.ts › test 24\n/);
    assert.doesNotMatch(output, /› test 4\n/);
    assert.match(output, /test: the 1 slowest of 1 unit and Worker tests/);
  });

  it("Playwright's reporter writes a line per test with its project, file, titles and duration", () => {
    const dir = temporary();
    const reporter = new TestTimesReporter({ dir });
    const test = {
      titlePath: () => ['', 'web', 'apps/web/e2e/a.spec.ts', 'a group', 'a test'],
      location: { file: join(root, 'apps/web/e2e/a.spec.ts') },
    };
    reporter.onBegin();
    reporter.onTestEnd(test, { duration: 1234, status: 'passed', startTime: new Date(5000) });
    reporter.onEnd();
    const [file] = readdirSync(dir);
    const [run, line] = readFileSync(join(dir, file), 'utf8').trim().split('\n').map((text) => JSON.parse(text));
    assert.equal(run.runner, 'playwright-run');
    assert.ok(run.startupMs > 0 && run.startupMs < 60 * 60_000, String(run.startupMs));
    assert.deepEqual(line, {
      runner: 'playwright',
      project: 'web',
      file: 'apps/web/e2e/a.spec.ts',
      title: 'a group › a test',
      ms: 1234,
      status: 'passed',
      start: 5000,
    });
  });

  it("Jest's reporter writes a line per test, only when TEST_TIMES_DIR is set", () => {
    const Reporter = createRequire(import.meta.url)('../packages/jest-presets/timesReporter.cjs');
    const packageDir = join(root, 'packages', 'validation');
    const result = { testFilePath: join(packageDir, 'src/a.test.ts'), testResults: [{ ancestorTitles: ['a group'], title: 'a test', duration: 42, status: 'passed' }] };
    const dir = temporary();
    const saved = process.env.TEST_TIMES_DIR;
    try {
      delete process.env.TEST_TIMES_DIR;
      const silent = new Reporter({ rootDir: packageDir });
      silent.onTestResult(undefined, result);
      silent.onRunComplete();
      process.env.TEST_TIMES_DIR = dir;
      assert.deepEqual(readdirSync(dir), []);
      const reporter = new Reporter({ rootDir: packageDir });
      reporter.onTestResult(undefined, result);
      reporter.onRunComplete();
    } finally {
      if (saved === undefined) delete process.env.TEST_TIMES_DIR;
      else process.env.TEST_TIMES_DIR = saved;
    }
    const [file] = readdirSync(dir);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, file), 'utf8')), {
      runner: 'jest',
      project: '@site/validation',
      file: 'src/a.test.ts',
      title: 'a group › a test',
      ms: 42,
      status: 'passed',
    });
  });
});

describe("test:changed's Playwright projects", () => {
  it('runs the project of each app the change reaches', () => {
    assert.deepEqual(playwrightProjects(['@site/registration'], ['apps/registration/src/App.tsx']), ['registration']);
    assert.deepEqual(playwrightProjects(['@site/web'], ['apps/web/e2e/header.spec.ts']), ['web']);
    assert.deepEqual(playwrightProjects(['@site/ui', '@site/consent', '@site/web', '@site/registration'], ['packages/ui/src/Button.tsx']), ['web', 'registration']);
  });

  it('runs both for the API Worker and for what the suites run on', () => {
    assert.deepEqual(playwrightProjects(['@site/api-worker'], ['apps/api/src/index.ts']), ['web', 'registration']);
    for (const file of ['playwright.config.ts', 'scripts/serve.mjs', 'scripts/local-api.sh', 'pnpm-lock.yaml', 'turbo.json']) {
      assert.deepEqual(playwrightProjects([], [file]), ['web', 'registration'], file);
    }
  });

  it('runs none for a change no app depends on', () => {
    assert.deepEqual(playwrightProjects(['@site/bench'], ['bench/run.mjs']), []);
    assert.deepEqual(playwrightProjects([], ['README.md', 'scripts/screenshots/screenshots.spec.ts']), []);
  });
});
