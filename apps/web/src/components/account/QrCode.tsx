'use client';
import { useEffect, useState } from 'react';

/**
 * A QR code of `value` rendered to SVG in the browser (the value, e.g. an app deep link, is only
 * known at runtime). Shown as an image with a text alternative. The qrcode package (~9 KB gzip)
 * is loaded when the code is drawn, so it is not part of the page's first load.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
      (markup) => {
        if (current) setSvg(markup);
      },
      () => setSvg(undefined),
    );
    return () => {
      current = false;
    };
  }, [value]);
  if (!svg) return null;
  return (
    <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} width={192} height={192} data-qr={value} />
  );
}
