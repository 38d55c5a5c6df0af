/** @jest-environment node */
import QRCode from 'qrcode';
import { appQrSvg, appQrTarget } from './appQrCode';

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
