/** @jest-environment node */
import QRCode from 'qrcode';
import { appQrCode, appQrCodeUrls, appQrSvg, appQrTarget, drawAppQrCodes } from './appQrCode';

const config = { siteUrl: 'https://www.moss.example' };

describe('the success state QR code', () => {
  it.each([
    ['de-DE', 'https://www.moss.example/de-DE/app/'],
    ['en-EU', 'https://www.moss.example/en-EU/app/'],
  ] as const)('encodes the site Get-the-app page for %s', async (locale, url) => {
    expect(appQrTarget(config, locale)).toBe(url);
    // The generated code carries exactly that text (decoded from the QR segments).
    const segments = QRCode.create(url, { errorCorrectionLevel: 'M' }).segments as unknown as { data: Uint8Array }[];
    expect(Buffer.concat(segments.map((s) => Buffer.from(s.data))).toString()).toBe(url);
    expect(await appQrSvg(config, locale)).toBe(
      await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    );
  });

  it('is not the App Store link, which Android phones cannot use', async () => {
    const appStore = await QRCode.toString('https://apps.apple.com/app/id1', { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    expect(await appQrSvg(config, 'en-EU')).not.toBe(appStore);
  });
});

describe('the QR code files', () => {
  it('are hashed asset files in a build and data URLs in vite dev', async () => {
    const codes = await drawAppQrCodes(config);
    expect(codes.map((c) => c.locale)).toEqual(['de-DE', 'en-EU']);
    for (const code of codes) expect(code.file).toMatch(/^assets\/app-qr-[0-9a-f]{10}\.svg$/);
    expect(appQrCodeUrls(codes, 'build')['de-DE']).toBe(`/${codes[0]!.file}`);
    expect(appQrCodeUrls(codes, 'serve')['en-EU']).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('are emitted into the bundle', async () => {
    const codes = await drawAppQrCodes(config);
    const emitted: { fileName: string; source: string }[] = [];
    appQrCode(codes).generateBundle.call({ emitFile: (file) => (emitted.push(file), file.fileName) });
    expect(emitted).toEqual(codes.map(({ file, svg }) => ({ type: 'asset', fileName: file, source: svg })));
  });
});
