/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSiteConfig } from '@site/config';
import { appScreenAssets, appScreenMessages, drawAppScreen, type RegistrationAppScreen } from './appScreen';

describe('the success state app screen', () => {
  let dir: string;
  let screen: RegistrationAppScreen;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'registration-screen-'));
    screen = await drawAppScreen({ ...defaultSiteConfig, brand: 'Moss' }, dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is the account screen in each locale, as catalogue data: the locale's alt text, webp srcset, jpeg fallback and size", () => {
    const messages = appScreenMessages(screen);
    expect(messages['de-DE']!.alt).toMatch(/^Bildschirm der Moss-App: das Hauptkonto mit einem Kontostand von 1\.240,50\u00a0€/);
    expect(messages['en-EU']!.alt).toMatch(/^Screen of the Moss app: the main account with a balance of €1,240\.50/);
    expect(messages['en-EU']).toMatchObject({
      webp: expect.stringMatching(/^\/assets\/account-en-EU-[0-9a-f]{10}-240\.webp 1x, \/assets\/account-en-EU-[0-9a-f]{10}-480\.webp 2x$/),
      src: expect.stringMatching(/^\/assets\/account-en-EU-[0-9a-f]{10}-240\.jpg$/),
      width: '240',
      height: '492',
    });
    expect(messages['de-DE']!.src).not.toBe(messages['en-EU']!.src);
  });

  it('emits every file it names into the build as an asset, and no other', () => {
    const emitted: Array<{ fileName: string; source: Uint8Array }> = [];
    appScreenAssets(screen).generateBundle.call({ emitFile: (file) => String(emitted.push(file)) });
    const named = Object.values(appScreenMessages(screen)).flatMap((image) => [
      ...String(image.webp).split(', ').map((candidate) => candidate.split(' ')[0]!.slice(1)),
      String(image.src).slice(1),
    ]);
    expect(emitted.map((file) => file.fileName).sort()).toEqual(named.sort());
    // The bytes are the drawn files (a webp's RIFF/WEBP header, a jpeg's start of image).
    for (const file of emitted) {
      const bytes = Buffer.from(file.source);
      if (file.fileName.endsWith('.webp')) expect([bytes.subarray(0, 4).toString(), bytes.subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP']);
      else expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    }
  });
});
