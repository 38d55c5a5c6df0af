import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressCheck, mockCheck, scanOutput, secretsCheck } from './outputChecks';

/** A build output folder with these files. */
function output(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'out-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const found = (dir: string, check: Parameters<typeof scanOutput>[1][number]) =>
  scanOutput([dir], [check])
    .findings.map(({ found: what, files }) => ({ found: what, files: files.map((file) => file.slice(dir.length + 1)).sort() }))
    .sort((a, b) => a.found.localeCompare(b.found));

describe('the secrets check', () => {
  it('finds the value of every secret the builds read that is set, in any file', () => {
    const check = secretsCheck({ CONTENTFUL_ACCESS_TOKEN: 'delivery-token-1', REVIEWS_API_KEY: 'review-key-22', SITE_URL: 'https://www.bank.eu' })!;
    expect(check.passes).toBe('none of CONTENTFUL_ACCESS_TOKEN, REVIEWS_API_KEY');
    const dir = output({
      'index.html': '<h1>Hi</h1>',
      '_next/static/chunks/a.js': 'fetch("x",{headers:{k:"review-key-22"}})',
      'media/logo.png': 'PNG delivery-token-1',
    });
    expect(found(dir, check)).toEqual([
      { found: 'CONTENTFUL_ACCESS_TOKEN', files: [join('media', 'logo.png')] },
      { found: 'REVIEWS_API_KEY', files: [join('_next', 'static', 'chunks', 'a.js')] },
    ]);
  });

  it('has nothing to search for without a secret of eight characters or more', () => {
    expect(secretsCheck({ CONTENTFUL_ACCESS_TOKEN: ' short ', SITE_URL: 'https://www.bank.eu/long-enough' })).toBeUndefined();
  });
});

describe('the mock check', () => {
  it('passes an export without mock code', () => {
    expect(found(output({ 'index.html': '<h1>Hi</h1>', '_next/static/chunks/a.js': 'console.log("app")' }), mockCheck)).toEqual([]);
  });

  it("finds MSW's service worker, chunks with the mock's markers and the crash probe, in text files only", () => {
    const dir = output({
      'mockServiceWorker.js': '// worker',
      '_next/static/chunks/b.js': 'sessionStorage.getItem("site-api-mock-state")',
      '_next/static/chunks/c.js': 'console.warn("[MSW] Mocking enabled.")',
      'de-DE/crash-test/index.html': '<script>addEventListener("site-crash-probe",f)</script>',
      'logo.png': 'site-api-mock-state',
    });
    expect(found(dir, mockCheck)).toEqual(
      expect.arrayContaining([
        { found: 'mockServiceWorker.js', files: ['mockServiceWorker.js'] },
        { found: 'site-api-mock-state', files: [join('_next', 'static', 'chunks', 'b.js')] },
        { found: '[MSW]', files: [join('_next', 'static', 'chunks', 'c.js')] },
        { found: 'site-crash-probe', files: [join('de-DE', 'crash-test', 'index.html')] },
      ]),
    );
    expect(found(dir, mockCheck)).toHaveLength(4);
  });
});

describe('the address check', () => {
  it('finds local and reserved-domain addresses in text files, headers included, each once with every file', () => {
    const dir = output({
      'index.html': '<link rel="canonical" href="http://localhost:3000/en-EU/">',
      '_headers': '/*\n  Content-Security-Policy: connect-src https://bugsnag.vendor.test',
      'en-EU/index.html': '<a href="http://localhost:3000/de-DE/">',
      'pagefind/pagefind.js': 'let u=new URL(`https://example.com${path}`);',
      'og.png': 'http://localhost:3000',
    });
    expect(found(dir, addressCheck)).toEqual([
      { found: 'bugsnag.vendor.test is on the reserved placeholder domain .test', files: ['_headers'] },
      { found: 'localhost is a local address', files: [join('en-EU', 'index.html'), 'index.html'].sort() },
    ]);
  });
});

it('reads each file once for every check and counts the files of every folder', () => {
  const web = output({ 'index.html': 'http://localhost:3000', 'a.js': '[MSW]' });
  const registration = output({ 'index.html': '<p>ok</p>' });
  const { scanned, findings } = scanOutput([web, registration], [mockCheck, addressCheck]);
  expect(scanned).toBe(3);
  expect(findings.map((finding) => finding.check).sort()).toEqual(['mock code', 'placeholder address']);
});
