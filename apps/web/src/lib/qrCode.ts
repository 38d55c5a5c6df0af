import QRCode from 'qrcode';

/**
 * A QR code as an SVG string, made at build time (no client code, no third-party request).
 * Error correction M survives a slightly blurry phone camera; the quiet zone is 2 modules.
 */
export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}
