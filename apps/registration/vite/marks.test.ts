/** @jest-environment node */
import path from 'node:path';
import { drawPartnerBankMark, markAliases, readMarks } from './marks';

const defaults = { partnerBankLogo: '/app/partner.svg', certificationLogo: '/app/cert.svg' };
const existing = path.join(__dirname, '..', 'src', 'assets', 'certified-company.svg');

describe('the footer marks', () => {
  it('default to the bundled drawings, the partner logo named after the bank', () => {
    expect(readMarks({}, defaults, 'Fern Bank')).toEqual({
      partnerBankLogo: '/app/partner.svg',
      partnerBankLogoAlt: 'Fern Bank',
      certificationLogo: '/app/cert.svg',
      certificationLogoAlt: undefined,
    });
  });

  it('take a deployment’s own files and alt texts', () => {
    const marks = readMarks(
      { PARTNER_BANK_LOGO: existing, PARTNER_BANK_LOGO_ALT: 'Fern Bank logo', CERTIFICATION_LOGO: existing, CERTIFICATION_LOGO_ALT: 'B Corporation' },
      defaults,
      'Fern Bank',
    );
    expect(marks).toEqual({ partnerBankLogo: existing, partnerBankLogoAlt: 'Fern Bank logo', certificationLogo: existing, certificationLogoAlt: 'B Corporation' });
    const [partner] = markAliases(marks);
    expect('@site-marks/partner-bank?no-inline'.replace(partner!.find, partner!.replacement)).toBe(`${existing}?no-inline`);
  });

  it('stop the build on a missing file or one that is no image, naming the variable', () => {
    expect(() => readMarks({ PARTNER_BANK_LOGO: '/nowhere/logo.svg' }, defaults, 'X')).toThrow("PARTNER_BANK_LOGO names '/nowhere/logo.svg', which does not exist.");
    expect(() => readMarks({ CERTIFICATION_LOGO: 'logo.pdf' }, defaults, 'X')).toThrow(/^CERTIFICATION_LOGO must name an \.svg/);
  });

  it('draws the sample partner mark for the configured name, escaped', () => {
    const svg = drawPartnerBankMark('Fern & Moss Bank');
    expect(svg).toContain('>Fern &amp; Moss Bank</text>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ 40"/);
  });
});
