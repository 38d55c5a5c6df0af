import { readSiteConfig } from './siteConfig';
import { supportUrl } from './routes';

describe('readSiteConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = readSiteConfig({});
    expect(config.brand).toBe('Evergreen');
    expect(config.partnerBank).toBe('Partner Bank AG');
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.registrationUrl).toBe('http://localhost:3001');
    expect(config.appLinkOrigins).toEqual(['evergreen:', 'https://app.evergreen.example']);
  });

  it('reads the app link origins and refuses a web scheme', () => {
    expect(readSiteConfig({ APP_LINK_ORIGINS: 'moss:' }).appLinkOrigins).toEqual(['moss:']);
    expect(() => readSiteConfig({ APP_LINK_ORIGINS: 'https:' })).toThrow(/APP_LINK_ORIGINS/);
  });

  it('takes the brand and partner bank from the environment', () => {
    const config = readSiteConfig({ BRAND_NAME: 'Moss', PARTNER_BANK_NAME: 'Other Bank SE' });
    expect(config.brand).toBe('Moss');
    expect(config.partnerBank).toBe('Other Bank SE');
  });

  it('takes the partner bank supervisor and the log-in address from the environment', () => {
    expect(readSiteConfig({}).partnerBankSupervisor).toMatch(/BaFin/);
    const config = readSiteConfig({ PARTNER_BANK_SUPERVISOR: 'Finanzmarktaufsicht (FMA)', LOGIN_URL: 'https://banking.moss.eu/login' });
    expect(config.partnerBankSupervisor).toBe('Finanzmarktaufsicht (FMA)');
    expect(config.loginUrl).toBe('https://banking.moss.eu/login');
    expect(() => readSiteConfig({ LOGIN_URL: 'javascript:alert(1)' })).toThrow(/LOGIN_URL/);
  });

  it('ignores blank values and strips trailing slashes from origins', () => {
    const config = readSiteConfig({ BRAND_NAME: '  ', SITE_URL: 'https://www.example.com/' });
    expect(config.brand).toBe('Evergreen');
    expect(config.siteUrl).toBe('https://www.example.com');
  });

  it('rejects a non-http origin with a message naming the variable', () => {
    expect(() => readSiteConfig({ SITE_URL: 'javascript:alert(1)' })).toThrow(/SITE_URL/);
    expect(() => readSiteConfig({ REGISTRATION_URL: 'not a url' })).toThrow(/REGISTRATION_URL/);
  });
});

describe('supportUrl', () => {
  it.each([
    ['de-DE', 'https://help.example/de/support/home'],
    ['en-EU', 'https://help.example/en/support/home'],
    ['deDE', 'https://help.example/de/support/home'],
  ])('builds the support link for %s', (locale, expected) => {
    expect(supportUrl({ supportSiteUrl: 'https://help.example' }, locale)).toBe(expected);
  });
});
