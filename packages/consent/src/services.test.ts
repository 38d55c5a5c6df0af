import de from '@site/i18n/messages/de-DE/Consent.json';
import en from '@site/i18n/messages/en-EU/Consent.json';
import {
  categoryMarkers,
  consentCookieName,
  consentCookieTable,
  essentialKeys,
  optionalKeys,
  serviceKeys,
  services,
  servicesIn,
} from './services';

const specKeys = [
  'CONTENTFUL', 'FRESHCHAT', 'BUGSNAG', 'FLAGSMITH_AB_TESTING', 'GOOGLE_TAG_MANAGER',
  'GOOGLE_ANALYTICS', 'ADJUST', 'FACEBOOK_PIXEL', 'GOOGLE_ADS', 'FINANCE_ADS', 'TIKTOK_PIXEL',
  'VIDEO', 'PODCAST', 'CLOUDFLARE',
];

describe('consent registry', () => {
  it('has every service key of §3 plus the three Microsoft/Spotify services', () => {
    expect([...serviceKeys].sort()).toEqual(
      [...specKeys, 'MICROSOFT_ADVERTISING', 'MICROSOFT_CLARITY', 'SPOTIFY_AD_ANALYTICS'].sort(),
    );
  });

  it('has ESSENTIAL, PERFORMANCE and MARKETING as inactive markers only', () => {
    expect(categoryMarkers.map((m) => [m.key, m.active, m.category])).toEqual([
      ['ESSENTIAL', false, 'essential'],
      ['PERFORMANCE', false, 'performance'],
      ['MARKETING', false, 'marketing'],
    ]);
    expect(services.every((s) => s.active)).toBe(true);
  });

  it('puts the services into the categories of §3', () => {
    const keys = (c: Parameters<typeof servicesIn>[0]) => servicesIn(c).map((s) => s.key).sort();
    expect(keys('essential')).toEqual(['CLOUDFLARE', 'CONTENTFUL', 'FRESHCHAT', 'GOOGLE_TAG_MANAGER']);
    expect(keys('performance')).toEqual(['BUGSNAG', 'FLAGSMITH_AB_TESTING', 'GOOGLE_ANALYTICS', 'MICROSOFT_CLARITY']);
    expect(keys('marketing')).toEqual([
      'ADJUST', 'FACEBOOK_PIXEL', 'FINANCE_ADS', 'GOOGLE_ADS', 'MICROSOFT_ADVERTISING',
      'SPOTIFY_AD_ANALYTICS', 'TIKTOK_PIXEL',
    ]);
    expect(keys('other')).toEqual(['PODCAST', 'VIDEO']);
    expect([...essentialKeys, ...optionalKeys].sort()).toEqual([...serviceKeys].sort());
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
