import de from '@site/i18n/messages/de-DE/Consent.json';
import en from '@site/i18n/messages/en-EU/Consent.json';
import {
  categories,
  categoryMarkers,
  consentCookieName,
  consentCookieTable,
  essentialKeys,
  optionalKeys,
  serviceKeys,
  services,
  servicesIn,
} from './services';

// The services of §3 (plus the Microsoft and Spotify ones) and their categories. The registry
// may gain vendors, so this checks that these are there as specified, not that nothing else is.
const specCategories = {
  CONTENTFUL: 'essential',
  FRESHCHAT: 'essential',
  CLOUDFLARE: 'essential',
  GOOGLE_TAG_MANAGER: 'essential',
  BUGSNAG: 'performance',
  FLAGSMITH_AB_TESTING: 'performance',
  GOOGLE_ANALYTICS: 'performance',
  MICROSOFT_CLARITY: 'performance',
  ADJUST: 'marketing',
  FACEBOOK_PIXEL: 'marketing',
  GOOGLE_ADS: 'marketing',
  FINANCE_ADS: 'marketing',
  TIKTOK_PIXEL: 'marketing',
  MICROSOFT_ADVERTISING: 'marketing',
  SPOTIFY_AD_ANALYTICS: 'marketing',
  VIDEO: 'other',
  PODCAST: 'other',
} as const;

describe('consent registry', () => {
  it('has every service key of §3 plus the three Microsoft/Spotify services, in their categories', () => {
    for (const [key, category] of Object.entries(specCategories)) {
      expect({ key, category: services.find((s) => s.key === key)?.category }).toEqual({ key, category });
    }
  });

  it('has ESSENTIAL, PERFORMANCE and MARKETING as inactive markers only', () => {
    expect(categoryMarkers.map((m) => [m.key, m.active, m.category])).toEqual([
      ['ESSENTIAL', false, 'essential'],
      ['PERFORMANCE', false, 'performance'],
      ['MARKETING', false, 'marketing'],
    ]);
    expect(services.every((s) => s.active)).toBe(true);
  });

  it('lists each service in exactly one category', () => {
    expect([...essentialKeys, ...optionalKeys].sort()).toEqual([...serviceKeys].sort());
    expect(categories.flatMap((c) => servicesIn(c).map((s) => s.key)).sort()).toEqual([...serviceKeys].sort());
  });

  it('gives every service the cookie of §9', () => {
    for (const s of services) {
      expect(s.cookie).toEqual({ name: `${s.key}_USER_CONSENT`, value: 'true', maxAge: 31536000, path: '/' });
    }
    expect(consentCookieName('VIDEO')).toBe('VIDEO_USER_CONSENT');
  });

  it('has a name and description for every service and category in both locales', () => {
    for (const catalogue of [de, en]) {
      for (const key of serviceKeys) {
        const text = (catalogue.services as Record<string, { name: string; description: string }>)[key];
        expect(text?.name).toBeTruthy();
        expect(text?.description).toBeTruthy();
      }
      expect(Object.keys(catalogue.services).sort()).toEqual([...serviceKeys].sort());
      expect(Object.keys(catalogue.categories).sort()).toEqual(['essential', 'marketing', 'other', 'performance']);
    }
  });

  it('lists every consent cookie for the privacy page', () => {
    const table = consentCookieTable();
    expect(table).toHaveLength(serviceKeys.length);
    expect(table[0]).toEqual({ service: 'CONTENTFUL', category: 'essential', cookie: 'CONTENTFUL_USER_CONSENT', maxAgeSeconds: 31536000 });
  });
});
