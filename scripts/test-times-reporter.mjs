// A Playwright reporter (playwright.config.ts adds it when TEST_TIMES_DIR is set): one JSON line
// per test with its project, file, title and duration, for the slowest-tests list that
// scripts/test-times.mjs prints at the end of the test command, and one for the run: how long
// Playwright took to start its web servers (they are up before onBegin).
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export default class TestTimesReporter {
  constructor({ dir = process.env.TEST_TIMES_DIR } = {}) {
    this.dir = dir;
    this.lines = [];
  }

  printsToStdio() {
    return false;
  }

  onBegin() {
    this.lines.push(JSON.stringify({ runner: 'playwright-run', startupMs: Math.round(Date.now() - performance.timeOrigin) }));
  }

  onTestEnd(test, result) {
    // The last attempt counts (retries are 0 here, so there is one).
    const [, project = '', , ...titles] = test.titlePath();
    this.lines.push(
      JSON.stringify({
        runner: 'playwright',
        project,
        file: relative(process.cwd(), test.location.file),
        title: titles.join(' › '),
        ms: result.duration,
        status: result.status,
        start: result.startTime.getTime(),
      }),
    );
  }

  onEnd() {
    if (!this.dir) return;
    mkdirSync(this.dir, { recursive: true });
    appendFileSync(join(this.dir, `playwright-${process.pid}.jsonl`), `${this.lines.join('\n')}\n`);
  }
}
