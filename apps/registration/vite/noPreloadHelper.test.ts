/** @jest-environment node */
import { noPreloadHelper } from './noPreloadHelper';

describe('noPreloadHelper', () => {
  const plugin = noPreloadHelper();

  it("replaces Vite's preload helper by a plain call of the import", () => {
    const id = plugin.resolveId('\0vite/preload-helper.js');
    expect(id).toBe('\0vite/preload-helper.js');
    expect(plugin.load(id!)).toBe('export const __vitePreload = (load) => load();');
  });

  it('leaves every other module alone, and runs before Vite’s own resolver', () => {
    expect(plugin.resolveId('./App')).toBeUndefined();
    expect(plugin.load('/src/App.tsx')).toBeUndefined();
    expect(plugin.enforce).toBe('pre');
  });
});
