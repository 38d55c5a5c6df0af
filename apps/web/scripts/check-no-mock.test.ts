import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findMockTraces } from './check-no-mock.mjs';

function exportDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'out-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe('check-no-mock', () => {
  it('passes an export without mock code', () => {
    const dir = exportDir({ 'index.html': '<h1>Hi</h1>', '_next/static/chunks/a.js': 'console.log("app")' });
    expect(findMockTraces(dir)).toEqual([]);
  });

  it("finds MSW's service worker and chunks with the mock's markers", () => {
    const dir = exportDir({
      'mockServiceWorker.js': '// worker',
      '_next/static/chunks/b.js': 'sessionStorage.getItem("site-api-mock-state")',
      '_next/static/chunks/c.js': 'console.warn("[MSW] Mocking enabled.")',
      'logo.png': 'site-api-mock-state',
    });
    expect(findMockTraces(dir)).toEqual(
      expect.arrayContaining([
        { file: 'mockServiceWorker.js', marker: 'mockServiceWorker.js' },
        { file: join('_next', 'static', 'chunks', 'b.js'), marker: 'site-api-mock-state' },
        { file: join('_next', 'static', 'chunks', 'c.js'), marker: '[MSW]' },
      ]),
    );
    expect(findMockTraces(dir)).toHaveLength(3);
  });
});
