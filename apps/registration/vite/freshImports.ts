import { createFreshImport } from '@site/consent/freshImport';

const name = '__freshImport';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every dynamic import of the app's chunks (the consent dialog, Bugsnag, the other locale's
 * catalogue) is a native `import()` of a chunk URL. After a failed fetch (offline, a dropped
 * connection) the browser may answer the same URL's `import()` with the same failure, without
 * a request (@site/consent/freshImport explains why). So each such `import("./x.js")` goes through
 * `createFreshImport`, whose source is written at the top of the chunk: after a failure the next
 * import asks for `./x.js?retry=…`. The build fails when a dynamic import of the chunk is not
 * found in its code, so none is left out.
 */
export function rewriteDynamicImports(code: string, chunk: { fileName: string; dynamicImports: readonly string[] }): string | null {
  if (chunk.dynamicImports.length === 0) return null;
  if (code.includes(name)) throw new Error(`${chunk.fileName} already uses the name ${name}`);
  const dir = chunk.fileName.includes('/') ? chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1) : '';
  let rewritten = code;
  for (const file of chunk.dynamicImports) {
    if (!file.startsWith(dir)) throw new Error(`${chunk.fileName}: dynamic import of ${file} outside its folder`);
    const relative = `./${file.slice(dir.length)}`;
    const pattern = new RegExp(`import\\((["'\`])${escape(relative)}\\1\\)`, 'g');
    if (!pattern.test(rewritten)) throw new Error(`${chunk.fileName}: no import() of ${relative} found to make retryable`);
    rewritten = rewritten.replace(pattern, `${name}(new URL($1${relative}$1, import.meta.url).href)`);
  }
  return `const ${name} = (${createFreshImport.toString()})((url) => import(url));\n${rewritten}`;
}

export function freshImports() {
  return {
    name: 'registration-fresh-imports',
    apply: 'build' as const,
    renderChunk: (code: string, chunk: { fileName: string; dynamicImports: string[] }) => rewriteDynamicImports(code, chunk),
  };
}
