import { parseMaxEvents, readConsentConfig } from './config';

describe('readConsentConfig', () => {
  it('uses the documented defaults', () => {
    const config = readConsentConfig({});
    expect(config.cookieDomain).toBeUndefined();
    expect(config.vendors.GOOGLE_TAG_MANAGER).toEqual({ id: undefined, host: 'https://www.googletagmanager.com' });
    expect(config.bugsnag).toEqual({
      apiKey: undefined,
      notifyEndpoint: 'https://notify.bugsnag.com',
      sessionsEndpoint: 'https://sessions.bugsnag.com',
      maxEvents: 10,
      releaseStage: 'production',
      appVersion: undefined,
    });
    expect(config.attribution).toEqual({
      host: 'https://app.adjust.com',
      tracker: undefined,
      campaign: 'Direct_Web_Reg',
      adgroupPrefix: '',
    });
  });

  it('reads ids, hosts, the cookie domain and the attribution settings', () => {
    const config = readConsentConfig({
      CONSENT_COOKIE_DOMAIN: 'evergreen.example',
      CONSENT_GOOGLE_ANALYTICS_ID: ' G-TEST ',
      CONSENT_GOOGLE_ANALYTICS_HOST: 'http://localhost:3150/',
      CONSENT_BUGSNAG_NOTIFY_ENDPOINT: 'http://localhost:3151',
      CONSENT_BUGSNAG_MAX_EVENTS: '25',
      CONSENT_ATTRIBUTION_TRACKER: 'abc123',
      CONSENT_ATTRIBUTION_CAMPAIGN: 'Spring',
    });
    expect(config.cookieDomain).toBe('evergreen.example');
    expect(config.vendors.GOOGLE_ANALYTICS).toEqual({ id: 'G-TEST', host: 'http://localhost:3150' });
    expect(config.bugsnag.notifyEndpoint).toBe('http://localhost:3151');
    expect(config.bugsnag.maxEvents).toBe(25);
    expect(config.attribution.tracker).toBe('abc123');
    expect(config.attribution.campaign).toBe('Spring');
  });

  it('rejects a host that is not an http(s) URL', () => {
    expect(() => readConsentConfig({ CONSENT_FACEBOOK_PIXEL_HOST: 'javascript:alert(1)' })).toThrow(
      "CONSENT_FACEBOOK_PIXEL_HOST must be an absolute http(s) URL, got 'javascript:alert(1)'.",
    );
  });

  it.each([
    ['0'], ['101'], ['-1'], ['1.5'], ['ten'],
  ])('rejects CONSENT_BUGSNAG_MAX_EVENTS=%s at start-up', (raw) => {
    expect(() => readConsentConfig({ CONSENT_BUGSNAG_MAX_EVENTS: raw })).toThrow(
      `CONSENT_BUGSNAG_MAX_EVENTS must be a whole number from 1 to 100, got '${raw}'.`,
    );
  });

  it.each([[undefined, 10], ['1', 1], ['100', 100], [42, 42]])('accepts max events %s', (raw, expected) => {
    expect(parseMaxEvents(raw)).toBe(expected);
  });
});

describe('CONSENT_POLICY_REVISION', () => {
  it('defaults to 1 and takes a whole number from 1', () => {
    expect(readConsentConfig({}).policyRevision).toBe(1);
    expect(readConsentConfig({ CONSENT_POLICY_REVISION: '7' }).policyRevision).toBe(7);
  });

  it.each(['0', '-1', '1.5', 'two', '01', '99999999999999999999'])('stops the build on %s', (raw) => {
    expect(() => readConsentConfig({ CONSENT_POLICY_REVISION: raw })).toThrow(/CONSENT_POLICY_REVISION/);
  });

  it('posts consent records under API_BASE_URL', () => {
    expect(readConsentConfig({}).recordsEndpoint).toBe('/api/consent-records');
    expect(readConsentConfig({ API_BASE_URL: 'https://api.bank.example/' }).recordsEndpoint).toBe(
      'https://api.bank.example/consent-records',
    );
  });
});
