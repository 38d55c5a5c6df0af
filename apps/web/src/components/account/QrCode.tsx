'use client';
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * A QR code of `value` rendered to SVG in the browser (the value, e.g. an app deep link, is only
 * known at runtime). Shown as an image with a text alternative.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
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
