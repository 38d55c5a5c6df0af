/** @jest-environment node */
import path from 'node:path';
import { drawCertificationMark, drawPartnerBankMark, initials, markAliases, readMarks } from './marks';

const defaults = { partnerBankLogo: '/app/partner.svg', certificationLogo: '/app/cert.svg' };
const existing = path.join(__dirname, '..', 'src', 'assets', 'app-store.svg');

describe('the footer marks', () => {
  it('default to the drawings', () => {
    expect(readMarks({}, defaults)).toEqual(defaults);
  });

  it('take a deployment’s own files', () => {
    const marks = readMarks({ PARTNER_BANK_LOGO: existing, CERTIFICATION_LOGO: existing }, defaults);
    expect(marks).toEqual({ partnerBankLogo: existing, certificationLogo: existing });
    const [partner] = markAliases(marks);
    expect('@site-marks/partner-bank?no-inline'.replace(partner!.find, partner!.replacement)).toBe(`${existing}?no-inline`);
  });

  it('stop the build on a missing file or one that is no image, naming the variable', () => {
    expect(() => readMarks({ PARTNER_BANK_LOGO: '/nowhere/logo.svg' }, defaults)).toThrow("PARTNER_BANK_LOGO names '/nowhere/logo.svg', which does not exist.");
    expect(() => readMarks({ CERTIFICATION_LOGO: 'logo.pdf' }, defaults)).toThrow(/^CERTIFICATION_LOGO must name an \.svg/);
  });

  it('draw the partner as a wordmark of its name and the certification seal with the certifier’s initials, escaped', () => {
    expect(initials('Partner Bank AG')).toBe('PB');
    expect(initials('B Lab')).toBe('BL');
    const partner = drawPartnerBankMark('Fern & Moss Bank');
    expect(partner).toContain('>Fern &amp; Moss Bank</text>');
    expect(partner).toContain('>FM</text>');
    expect(partner).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ 40"/);
    expect(drawCertificationMark('B Lab')).toContain('>BL</text>');
  });
});
