// A Jest reporter (in both presets; it writes only when TEST_TIMES_DIR is set, as the test command
// sets it): one JSON line per test with its package, file, title and duration, for the
// slowest-tests list that scripts/test-times.mjs prints at the end of the test command.
const { appendFileSync, mkdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');

class TestTimesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.lines = [];
  }

  onTestResult(_test, result) {
    const file = relative(this.rootDir, result.testFilePath);
    for (const assertion of result.testResults) {
      this.lines.push({
        runner: 'jest',
        file,
        title: [...assertion.ancestorTitles, assertion.title].join(' › '),
        ms: assertion.duration ?? 0,
        status: assertion.status,
      });
    }
  }

  onRunComplete() {
    const dir = process.env.TEST_TIMES_DIR;
    if (!dir || this.lines.length === 0) return;
    let project = relative(process.cwd(), this.rootDir) || '.';
    try {
      project = JSON.parse(readFileSync(join(this.rootDir, 'package.json'), 'utf8')).name;
    } catch {
      // a package without its own package.json keeps its folder's name
    }
    mkdirSync(dir, { recursive: true });
    const lines = this.lines.map((line) => JSON.stringify({ ...line, project }));
    appendFileSync(join(dir, `jest-${process.pid}.jsonl`), `${lines.join('\n')}\n`);
  }
}

module.exports = TestTimesReporter;
