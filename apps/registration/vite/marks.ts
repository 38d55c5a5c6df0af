import { existsSync } from 'node:fs';
import path from 'node:path';
import { envValue, type Env } from '@site/config';

/**
 * The footer's two marks (§1): the certification mark and the partner bank's logo ('empowered
 * by'), each an image file. Who they stand for (the certifier, the partner) and their captions are
 * content (`trustMark`, @site/content/legalFacts), which also gives the images their alt text. The
 * drawings here are the defaults, drawn for the names the content and the configuration give; a
 * deployment names its own files (docs/configuration.md), so no code changes when the bank or the
 * certification does.
 */
export interface Marks {
  partnerBankLogo: string;
  certificationLogo: string;
}

const imageFile = /\.(svg|png|webp|jpe?g)$/i;

function markFile(env: Env, variable: string, fallback: string): string {
  const value = envValue(env, variable);
  if (!value) return fallback;
  const file = path.resolve(value);
  if (!imageFile.test(file)) throw new Error(`${variable} must name an .svg, .png, .webp or .jpg file, got '${value}'.`);
  if (!existsSync(file)) throw new Error(`${variable} names '${value}', which does not exist.`);
  return file;
}

export function readMarks(env: Env, defaults: Marks): Marks {
  return {
    partnerBankLogo: markFile(env, 'PARTNER_BANK_LOGO', defaults.partnerBankLogo),
    certificationLogo: markFile(env, 'CERTIFICATION_LOGO', defaults.certificationLogo),
  };
}

/** `import logo from '@site-marks/partner-bank?no-inline'` resolves to the configured file. */
export function markAliases(marks: Marks) {
  return [
    { find: /^@site-marks\/partner-bank(?=\?|$)/, replacement: marks.partnerBankLogo },
    { find: /^@site-marks\/certification(?=\?|$)/, replacement: marks.certificationLogo },
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** 'Partner Bank AG' -> 'PB', 'B Lab' -> 'BL': the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The sample partner-bank logo when no PARTNER_BANK_LOGO is given: a wordmark, the bank's initials
 * in a square and its name beside them (textLength keeps the name to the width drawn for it,
 * whatever font the browser has).
 */
export function drawPartnerBankMark(name: string): string {
  const textWidth = Math.max(60, Math.round(name.length * 9.5));
  const width = 44 + textWidth + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img">
<rect x="2" y="4" width="32" height="32" rx="6" fill="#16211b"/>
<text x="18" y="25.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
<text x="44" y="26" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="#16211b" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>
</svg>
`;
}

/**
 * The sample certification mark when no CERTIFICATION_LOGO is given: a seal with the certifier's
 * initials, so the mark stands for the certifier the content names, not for certification in general.
 */
export function drawCertificationMark(certifier: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img">
<circle cx="24" cy="24" r="23" fill="#0b5d3b"/>
<circle cx="24" cy="24" r="19" fill="none" stroke="#ffffff" stroke-width="1.5"/>
<text x="24" y="29.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#ffffff">${escapeXml(initials(certifier))}</text>
</svg>
`;
}
