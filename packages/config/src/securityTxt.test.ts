import { securityTxt } from './securityTxt';
import { readSiteConfig } from './siteConfig';

describe('securityTxt', () => {
  it('names the configured contact, expires a year after the build and prefers German and English', () => {
    const config = readSiteConfig({ SECURITY_CONTACT: 'mailto:security@bank.eu', SITE_URL: 'https://www.bank.eu' });
    expect(securityTxt(config, new Date('2026-11-25T14:00:00.123Z'))).toBe(
      [
        'Contact: mailto:security@bank.eu',
        'Expires: 2027-11-25T14:00:00Z',
        'Preferred-Languages: de, en',
        'Canonical: https://www.bank.eu/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('takes an https contact and refuses anything that is no URI', () => {
    expect(readSiteConfig({ SECURITY_CONTACT: 'https://www.bank.eu/security' }).securityContact).toBe('https://www.bank.eu/security');
    expect(() => readSiteConfig({ SECURITY_CONTACT: 'security@bank.eu' })).toThrow(/SECURITY_CONTACT is 'security@bank.eu'; set a mailto:/);
    expect(() => readSiteConfig({ SECURITY_CONTACT: 'http://bank.eu/security' })).toThrow(/SECURITY_CONTACT/);
  });
});
