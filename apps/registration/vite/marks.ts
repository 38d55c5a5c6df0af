import { existsSync } from 'node:fs';
import path from 'node:path';
import { envValue, type Env } from '@site/config';

/**
 * The footer's two marks (§1): the partner bank's logo ('empowered by') and the certification
 * mark, each an image file and its alt text. The bundled drawings are the defaults; a deployment
 * names its own files (README: Configuration), so no code changes when the bank or the
 * certification does.
 */
export interface Marks {
  partnerBankLogo: string;
  /** Alt text of the partner bank's logo: the bank's name unless given. */
  partnerBankLogoAlt: string;
  certificationLogo: string;
  /** Alt text of the certification mark; unset: the catalogue's 'Certified company logo'. */
  certificationLogoAlt?: string;
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

export function readMarks(env: Env, defaults: { partnerBankLogo: string; certificationLogo: string }, partnerBank: string): Marks {
  return {
    partnerBankLogo: markFile(env, 'PARTNER_BANK_LOGO', defaults.partnerBankLogo),
    partnerBankLogoAlt: envValue(env, 'PARTNER_BANK_LOGO_ALT') ?? partnerBank,
    certificationLogo: markFile(env, 'CERTIFICATION_LOGO', defaults.certificationLogo),
    certificationLogoAlt: envValue(env, 'CERTIFICATION_LOGO_ALT'),
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

/**
 * The sample partner-bank mark, drawn for the configured name when no PARTNER_BANK_LOGO is given:
 * a bank's portico and the name beside it (textLength keeps the name to the width drawn for it,
 * whatever font the browser has).
 */
export function drawPartnerBankMark(name: string): string {
  const textWidth = Math.max(60, Math.round(name.length * 9.5));
  const width = 44 + textWidth + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img">
<g fill="#16211b"><path d="M18 4 3 12v3h30v-3L18 4Z"/><rect x="5" y="17" width="4" height="13"/><rect x="12" y="17" width="4" height="13"/><rect x="20" y="17" width="4" height="13"/><rect x="27" y="17" width="4" height="13"/><rect x="3" y="32" width="30" height="4"/></g>
<text x="44" y="26" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="#16211b" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>
</svg>
`;
}
