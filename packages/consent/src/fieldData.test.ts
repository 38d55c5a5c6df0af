import { readConsentConfig, fieldDataBuildId } from './config';
import { beaconOf, deviceClassOf, effectiveTypeOf, siteLocaleOf } from './fieldDataBeacon';
import { loadFieldData } from './fieldDataLoader';
import { startFieldData } from './fieldData';

type Report = (metric: { name: string; value: number; attribution?: Record<string, unknown> }) => void;
const reporters: Record<string, Report> = {};
const register = (name: string) => (report: Report) => {
  reporters[name] = report;
};
jest.mock('web-vitals/attribution/onLCP.js', () => ({ onLCP: (r: Report) => register('LCP')(r) }));
jest.mock('web-vitals/attribution/onINP.js', () => ({ onINP: (r: Report) => register('INP')(r) }));
jest.mock('web-vitals/onCLS.js', () => ({ onCLS: (r: Report) => register('CLS')(r) }));
jest.mock('web-vitals/onFCP.js', () => ({ onFCP: (r: Report) => register('FCP')(r) }));
jest.mock('web-vitals/onTTFB.js', () => ({ onTTFB: (r: Report) => register('TTFB')(r) }));

const config = readConsentConfig({ API_BASE_URL: 'https://site.example/api', CONSENT_BUGSNAG_APP_VERSION: 'v1.2 (abc)' }).fieldData;

function declarePage(pageType: string | null, lang = 'en-EU') {
  document.head.querySelector('meta[name="page-type"]')?.remove();
  if (pageType) document.head.insertAdjacentHTML('beforeend', `<meta name="page-type" content="${pageType}">`);
  document.documentElement.lang = lang;
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  window.matchMedia = jest.fn((query: string) => ({ matches: query === '(min-width: 34.375rem)' })) as unknown as typeof window.matchMedia;
  document.cookie = 'FIELD_DATA_USER_CONSENT=true; path=/';
  declarePage('jobs');
});

describe('the field-data beacon', () => {
  it('goes to the API with the build id the contract takes', () => {
    expect(config.endpoint).toBe('https://site.example/api/v1/vitals');
    expect(config.buildId).toBe('v1.2--abc-');
    expect(fieldDataBuildId(undefined)).toBe('local');
  });

  it("says the page type, locale, device class and connection, never the path, and leaves out what is out of bounds", () => {
    declarePage('registration', 'deDE');
    const beacon = beaconOf(config, { metrics: { LCP: 1200, CLS: 0.02, TTFB: 90_000 }, lcp: { target: 'img.hero', kind: 'image' } }, window);
    expect(beacon).toEqual({
      pageType: 'registration',
      locale: 'de-DE',
      deviceClass: 'tablet',
      effectiveType: 'unknown',
      buildId: 'v1.2--abc-',
      metrics: { LCP: 1200, CLS: 0.02 },
      lcp: { target: 'img.hero', kind: 'image' },
    });
    expect(JSON.stringify(beacon)).not.toContain('/');
  });

  it('is not built for a page without a page type, nor without a metric', () => {
    expect(beaconOf(config, { metrics: {} }, window)).toBeUndefined();
    declarePage(null);
    expect(beaconOf(config, { metrics: { LCP: 1 } }, window)).toBeUndefined();
  });

  it('classes the device at the theme breakpoints and reads the connection', () => {
    expect(deviceClassOf(() => false)).toBe('mobile');
    expect(deviceClassOf(() => true)).toBe('desktop');
    expect(effectiveTypeOf({ connection: { effectiveType: '3g' } } as unknown as Navigator)).toBe('3g');
    expect(effectiveTypeOf({ connection: { effectiveType: '5g' } } as unknown as Navigator)).toBe('unknown');
    expect(siteLocaleOf('en-EU')).toBe('en-EU');
    expect(siteLocaleOf('enEU')).toBe('en-EU');
  });
});

describe('field data in the page', () => {
  it('sends one beacon per page view when the page is hidden, with keepalive and no credentials', () => {
    const fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    window.fetch = fetch as unknown as typeof window.fetch;
    startFieldData(config, () => true);
    reporters.LCP!({ name: 'LCP', value: 1834.6, attribution: { target: 'main>h1', url: undefined } });
    reporters.INP!({ name: 'INP', value: 96, attribution: { interactionTarget: 'button.menu', interactionType: 'pointer' } });
    reporters.CLS!({ name: 'CLS', value: 0.123456 });
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://site.example/api/v1/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(init.body as string)).toMatchObject({
      pageType: 'jobs',
      metrics: { LCP: 1835, INP: 96, CLS: 0.1235 },
      lcp: { target: 'main>h1', kind: 'text' },
      inp: { target: 'button.menu', kind: 'pointer' },
    });
  });

  it('sends nothing once consent is withdrawn on the page', () => {
    const fetch = jest.fn(() => Promise.resolve(new Response(null)));
    window.fetch = fetch as unknown as typeof window.fetch;
    let allowed = true;
    startFieldData(config, () => allowed);
    reporters.TTFB!({ name: 'TTFB', value: 120 });
    allowed = false;
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('loading field data', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });

  it('loads only with FIELD_DATA consent and never with Global Privacy Control', () => {
    expect(loadFieldData(config, new Set(['GOOGLE_ANALYTICS']))).toBe(false);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(loadFieldData(config, new Set(['FIELD_DATA']))).toBe(false);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: false, configurable: true });
    expect(loadFieldData(config, new Set(['FIELD_DATA']))).toBe(true);
  });
});
