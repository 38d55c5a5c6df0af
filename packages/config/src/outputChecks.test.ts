import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressCheck, e2eCheck, scanOutput, secretsCheck } from './outputChecks';

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

describe('the e2e check', () => {
  it('passes an export without the crash probe', () => {
    expect(found(output({ 'index.html': '<h1>Hi</h1>', '_next/static/chunks/a.js': 'console.log("app")' }), e2eCheck)).toEqual([]);
  });

  it('finds the crash probe of either app, in text files only', () => {
    const dir = output({
      'de-DE/crash-test/index.html': '<script>addEventListener("site-crash-probe",f)</script>',
      'assets/index-a1.js': 'throw Error("site-crash-probe: crash requested")',
      'logo.png': 'site-crash-probe',
    });
    expect(found(dir, e2eCheck)).toEqual([{ found: 'site-crash-probe', files: [join('assets', 'index-a1.js'), join('de-DE', 'crash-test', 'index.html')] }]);
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
  const web = output({ 'index.html': 'http://localhost:3000', 'a.js': 'site-crash-probe' });
  const registration = output({ 'index.html': '<p>ok</p>' });
  const { scanned, findings } = scanOutput([web, registration], [e2eCheck, addressCheck]);
  expect(scanned).toBe(3);
  expect(findings.map((finding) => finding.check).sort()).toEqual(['e2e-only code', 'placeholder address']);
});
