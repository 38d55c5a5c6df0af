/** @jest-environment node */
import { rewriteDynamicImports } from './freshImports';

const chunk = { fileName: 'assets/index-!~{000}~.js', dynamicImports: ['assets/ConsentDialog-!~{004}~.js', 'assets/catalogue-de-DE-!~{002}~.js'] };

describe('rewriteDynamicImports', () => {
  it('routes each dynamic import of the chunk through the retrying import, resolved against the chunk', () => {
    const code = [
      'const loadDialog = () => __vitePreload(() => import("./ConsentDialog-!~{004}~.js"), []);',
      "const de = () => __vitePreload(() => import('./catalogue-de-DE-!~{002}~.js'), []);",
    ].join('\n');
    const out = rewriteDynamicImports(code, chunk)!;
    expect(out).toContain('__freshImport(new URL("./ConsentDialog-!~{004}~.js", import.meta.url).href)');
    expect(out).toContain("__freshImport(new URL('./catalogue-de-DE-!~{002}~.js', import.meta.url).href)");
    expect(out).not.toMatch(/import\(["']\.\//);
    expect(out.split("\n")[0]).toMatch(/^const __freshImport = \(function createFreshImport\(/);
  });

  it('leaves a chunk without dynamic imports alone', () => {
    expect(rewriteDynamicImports('export const a = 1;', { fileName: 'assets/a.js', dynamicImports: [] })).toBeNull();
  });

  it('fails the build when a dynamic import of the chunk is not found in its code', () => {
    expect(() => rewriteDynamicImports('import(`./other.js`)', chunk)).toThrow(/no import\(\) of \.\/ConsentDialog/);
  });
});
