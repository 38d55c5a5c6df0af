import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { importClosure } from '@site/jest-presets/importClosure.cjs';

/**
 * The dialog's code loads only when the dialog is needed. What every page loads is the static
 * import closure of the always-mounted parts; this test walks it and checks that no
 * dialog-only code is in it.
 */
const src = __dirname;
/** The closure of some of this package's modules, keyed by module name (`ConsentRoot`). */
function closure(entries: string[]): Map<string, string> {
  const files = entries.map((name) => [`${name}.ts`, `${name}.tsx`].map((file) => join(src, file)).find((file) => existsSync(file))!);
  return new Map([...importClosure(files)].map(([file, text]) => [basename(file).replace(/\.tsx?$/, ''), text]));
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
    // Only the early-click helpers (plain constants and DOM code, which the page's other
    // buttons load anyway) may come from @site/ui.
    for (const [name, text] of eager) expect({ name, ui: /from '@site\/ui(?!\/earlyClick')/.test(text) }).toEqual({ name, ui: false });
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
