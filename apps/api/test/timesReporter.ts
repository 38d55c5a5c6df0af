// A vitest reporter (vitest.config.ts adds it when TEST_TIMES_DIR is set, as the test command
// sets it): one JSON line per Worker test with its file, title and duration, for the
// slowest-tests list that scripts/test-times.mjs prints at the end of the test command.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export function timesReporter(dir: string): Reporter {
  const lines: string[] = [];
  return {
    onTestCaseResult(testCase: TestCase) {
      lines.push(
        JSON.stringify({
          runner: 'vitest',
          project: '@site/api-worker',
          file: relative(process.cwd(), testCase.module.moduleId),
          title: testCase.fullName,
          ms: testCase.diagnostic()?.duration ?? 0,
          status: testCase.result().state,
        }),
      );
    },
    onTestRunEnd() {
      if (lines.length === 0) return;
      mkdirSync(dir, { recursive: true });
      appendFileSync(join(dir, `vitest-${process.pid}.jsonl`), `${lines.join('\n')}\n`);
    },
  };
}
