import { adgroup, attributionLink, deviceFromUserAgent, type AttributionInput } from './attribution';

const store = 'https://apps.apple.com/app/id0000000000';
const base: AttributionInput = {
  target: store,
  hasConsent: true,
  config: { host: 'https://app.adjust.com', tracker: 'abc123', campaign: 'Direct_Web_Reg', adgroupPrefix: '' },
  device: 'Desktop',
  locale: 'de-DE',
  creative: 'footer_app_store',
  pageUrl: 'https://www.evergreen.example/de-DE/',
};

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('attributionLink', () => {
  it.each<[string, Partial<AttributionInput>, string | Record<string, string>]>([
    ['no consent: plain store link', { hasConsent: false }, store],
    ['consent but no tracker: plain link', { config: { ...base.config, tracker: undefined } }, store],
    [
      'consent, desktop, de-DE',
      {},
      { campaign: 'Direct_Web_Reg', adgroup: 'DesktopDE', creative: 'footer_app_store', redirect: store },
    ],
    [
      'mobile, registration locale enEU, prefix',
      { device: 'Mobile', locale: 'enEU', config: { ...base.config, adgroupPrefix: 'Spring_' } },
      { campaign: 'Direct_Web_Reg', adgroup: 'Spring_MobileEN', creative: 'footer_app_store', redirect: store },
    ],
    [
      'utm parameters from the page URL, others ignored',
      { pageUrl: 'https://www.evergreen.example/en-EU/?utm_source=news&utm_medium=mail&utm_campaign=may&utm_term=green&utm_content=x&gclid=1' },
      {
        campaign: 'may', adgroup: 'DesktopDE', creative: 'footer_app_store',
        utm_source: 'news', utm_medium: 'mail', utm_campaign: 'may', utm_term: 'green', redirect: store,
      },
    ],
    [
      'utm_campaign replaces the configured campaign',
      { pageUrl: 'https://www.evergreen.example/de-DE/?utm_campaign=Spring_Paid', config: { ...base.config, campaign: 'Autumn' } },
      { campaign: 'Spring_Paid', adgroup: 'DesktopDE', creative: 'footer_app_store', utm_campaign: 'Spring_Paid', redirect: store },
    ],
    [
      'an empty utm_campaign keeps the default campaign',
      { pageUrl: 'https://www.evergreen.example/de-DE/?utm_campaign=&utm_source=news' },
      { campaign: 'Direct_Web_Reg', adgroup: 'DesktopDE', creative: 'footer_app_store', utm_source: 'news', redirect: store },
    ],
    [
      'configured campaign',
      { config: { ...base.config, campaign: 'Autumn' } },
      { campaign: 'Autumn', adgroup: 'DesktopDE', creative: 'footer_app_store', redirect: store },
    ],
    [
      'unparsable page URL keeps the rest',
      { pageUrl: 'not a url' },
      { campaign: 'Direct_Web_Reg', adgroup: 'DesktopDE', creative: 'footer_app_store', redirect: store },
    ],
  ])('%s', (_name, overrides, expected) => {
    const link = attributionLink({ ...base, ...overrides });
    if (typeof expected === 'string') {
      expect(link).toBe(expected);
    } else {
      expect(link.startsWith('https://app.adjust.com/abc123?')).toBe(true);
      expect(params(link)).toEqual(expected);
    }
  });

  it('builds the adgroup from prefix, device and locale', () => {
    expect(adgroup('', 'Desktop', 'en-EU')).toBe('DesktopEN');
    expect(adgroup('X_', 'Mobile', 'deDE')).toBe('X_MobileDE');
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'Mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', 'Mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', 'Desktop'],
  ])('detects the device of %s', (ua, device) => {
    expect(deviceFromUserAgent(ua)).toBe(device);
  });
});
