import { createFreshImport } from './freshImport';

/** A stand-in for `import()` with a module map that keeps failures, as Chromium 150 did. */
function moduleMap(offline: () => boolean) {
  const map = new Map<string, Promise<string>>();
  const requested: string[] = [];
  const load = (url: string) => {
    let entry = map.get(url);
    if (!entry) {
      requested.push(url);
      entry = offline() ? Promise.reject(new TypeError(`Failed to fetch ${url}`)) : Promise.resolve(`module ${url}`);
      map.set(url, entry);
    }
    return entry;
  };
  return { load, requested };
}

describe('createFreshImport', () => {
  it('imports a URL the module map has not seen after a failure, and keeps the one that loaded', async () => {
    let offline = true;
    const map = moduleMap(() => offline);
    const freshImport = createFreshImport(map.load);
    await expect(freshImport('/chunk.js')).rejects.toThrow('Failed to fetch');
    await expect(freshImport('/chunk.js')).rejects.toThrow('Failed to fetch');
    offline = false;
    await expect(freshImport('/chunk.js')).resolves.toMatch(/^module \/chunk\.js\?retry=\d+-\d+$/);
    await expect(freshImport('/chunk.js')).resolves.toMatch(/^module \/chunk\.js\?retry=\d+-\d+$/);
    // One request per attempt, each a new URL, and none after the one that loaded.
    expect(map.requested).toHaveLength(3);
    expect(new Set(map.requested).size).toBe(3);
    expect(map.requested[0]).toBe('/chunk.js');
  });

  it('imports the URL as given while nothing failed, and adds to an existing query', async () => {
    let offline = false;
    const map = moduleMap(() => offline);
    const freshImport = createFreshImport(map.load);
    await freshImport('/pagefind.js');
    await freshImport('/pagefind.js');
    expect(map.requested).toEqual(['/pagefind.js']);
    offline = true;
    await expect(freshImport('/a.js?v=1')).rejects.toThrow();
    offline = false;
    await freshImport('/a.js?v=1');
    expect(map.requested.at(-1)).toMatch(/^\/a\.js\?v=1&retry=\d+-\d+$/);
  });

  it('is self-contained, so its source can be written into a chunk', async () => {
    const copy = new Function(`return (${createFreshImport.toString()})`)() as typeof createFreshImport;
    const freshImport = copy((url) => Promise.resolve(url));
    await expect(freshImport('/x.js')).resolves.toBe('/x.js');
  });
});
