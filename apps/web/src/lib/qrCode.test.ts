/** @jest-environment node */
import QRCode from 'qrcode';
import { qrCodeSvg } from './qrCode';

describe('qrCodeSvg', () => {
  it('draws the text as an SVG QR code', async () => {
    const svg = await qrCodeSvg('https://example.org/en-EU/app/');
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path');
    // Same modules as the library's own matrix for that text: the SVG encodes exactly this URL.
    const modules = QRCode.create('https://example.org/en-EU/app/', { errorCorrectionLevel: 'M' }).modules.size;
    expect(svg).toContain(`viewBox="0 0 ${modules + 4} ${modules + 4}"`);
  });

  it('differs for different links', async () => {
    expect(await qrCodeSvg('https://example.org/de-DE/app/')).not.toBe(await qrCodeSvg('https://example.org/en-EU/app/'));
  });
});
