import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The dialog's code loads only when the dialog is needed. Bundlers put a module
 * whole into the chunk of its first static importer, so what every page loads is the static
 * import closure of the always-mounted parts; this test walks it (value imports only, `import
 * type` is erased) and checks that no dialog-only code is in it.
 */
const src = __dirname;
const staticImports = (file: string): string[] =>
  [...readFileSync(join(src, file), 'utf8').matchAll(/^import (?!type )[^;]*?from '\.\/([\w.]+)';/gm)].map((m) => m[1]!);

function closure(entries: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (name: string) => {
    for (const ext of ['.ts', '.tsx']) {
      const file = `${name}${ext}`;
      let text: string;
      try {
        text = readFileSync(join(src, file), 'utf8');
      } catch {
        continue;
      }
      if (seen.has(name)) return;
      seen.set(name, text);
      for (const dep of staticImports(file)) visit(dep);
      return;
    }
  };
  entries.forEach(visit);
  return seen;
}

// What apps mount on every page: the root, the footer's button and links.
const eager = closure(['ConsentRoot', 'CookieSettingsButton', 'AttributedLink', 'events', 'reportError']);

describe('what every page loads', () => {
  it('holds the always-needed modules (the walk sees the graph)', () => {
    expect([...eager.keys()]).toEqual(expect.arrayContaining(['ConsentRoot', 'cookies', 'services', 'loader', 'webSessionId']));
  });

  it.each([
    'ConsentDialog',
    'dialogState',
    'choiceEffects',
    'consentRecord',
    'modal',
    'ToggleSwitch',
    'choiceClearing',
    'bugsnag',
    'staticDialog',
  ])(
    'does not statically import %s (dialog-only, consent-gated or build-time markup)',
    (module) => {
      expect(eager.has(module)).toBe(false);
    },
  );

  it("leaves the dialog's switch (@site/ui) to the dialog", () => {
    expect(readFileSync(join(src, 'ConsentDialog.tsx'), 'utf8')).toMatch(/^import .* from '@site\/ui\/ToggleSwitch';/m);
    for (const [name, text] of eager) expect({ name, ui: /from '@site\/ui/.test(text) }).toEqual({ name, ui: false });
  });

  it('carries no withdrawal code (clearing every cookie, vendor cookie patterns)', () => {
    for (const [name, text] of eager) {
      expect({ name, clears: /export function (clearAllCookies|clearVendorData)\b/.test(text) }).toEqual({ name, clears: false });
      expect({ name, storage: /localStorage\.removeItem/.test(text) }).toEqual({ name, storage: false });
    }
  });

  it('reads no configuration code in the browser (resolved at build time)', () => {
    expect(eager.has('config')).toBe(false);
    // Bugsnag's lazy chunk either: it only checks maxEvents.
    expect(closure(['bugsnag']).has('config')).toBe(false);
  });
});
