import {
  consentCookieAttributes,
  hasConsent,
  migrateLegacyCookies,
  needsDecision,
  readChoices,
  writeConsent,
} from './cookies';
import { essentialKeys, servicesIn } from './services';
import { clearJar, jar } from './testCookies';
import { clearAllCookies, clearVendorData } from './choiceClearing';

beforeEach(clearJar);

describe('consent cookies', () => {
  it('writes {KEY}_USER_CONSENT=true with Max-Age 31536000, Path /, SameSite=Strict', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    writeConsent(['GOOGLE_ANALYTICS'], {});
    expect(set).toHaveBeenCalledTimes(1);
    const written = set.mock.calls[0]![0];
    expect(written).toMatch(/^GOOGLE_ANALYTICS_USER_CONSENT=true; /);
    expect(written).toContain('; max-age=31536000');
    expect(written).toContain('; path=/');
    expect(written).toContain('; sameSite=Strict');
    expect(written).not.toContain('domain=');
    expect(written).not.toContain('secure');
    set.mockRestore();
    expect(jar().GOOGLE_ANALYTICS_USER_CONSENT).toBe('true');
  });

  it('adds the configured Domain', () => {
    expect(consentCookieAttributes({ domain: 'evergreen.example' }).domain).toBe('evergreen.example');
  });

  it('reads only the exact value true as consent', () => {
    document.cookie = 'GOOGLE_ADS_USER_CONSENT=TRUE; path=/';
    document.cookie = 'FACEBOOK_PIXEL_USER_CONSENT=1; path=/';
    document.cookie = 'VIDEO_USER_CONSENT=true; path=/';
    expect(hasConsent('GOOGLE_ADS')).toBe(false);
    expect(hasConsent('FACEBOOK_PIXEL')).toBe(false);
    expect([...readChoices()]).toEqual(['VIDEO']);
  });

  it('needs a decision until every essential cookie is true', () => {
    expect(needsDecision()).toBe(true);
    writeConsent(essentialKeys.slice(1), {});
    expect(needsDecision()).toBe(true);
    writeConsent(essentialKeys, {});
    expect(needsDecision()).toBe(false);
  });

  it('clears every visible cookie by an expiry in the past, except the kept ones', () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = 'BUGSNAG_USER_CONSENT=true; path=/';
    document.cookie = 'WSID=abc; path=/';
    const set = jest.spyOn(document, 'cookie', 'set');
    clearAllCookies({}, ['WSID']);
    const removals = set.mock.calls.map((c) => c[0]);
    set.mockRestore();
    expect(removals.some((c) => c.startsWith('_ga='))).toBe(true);
    expect(removals.some((c) => c.startsWith('WSID='))).toBe(false);
    for (const removal of removals) {
      const expiry = new Date(/expires=([^;]+)/.exec(removal)![1]!);
      expect(expiry.getTime()).toBeLessThan(Date.now());
    }
    expect(jar()).toEqual({ WSID: 'abc' });
  });

  it('removes the cookies and storage of withdrawn vendors only', () => {
    for (const name of ['_ga', '_ga_ABC', '_gid', '_fbp', '_gcl_au', '_ttp', '_clck', '_clsk', '_uetsid', '_uetvid', 'keep_me']) {
      document.cookie = `${name}=1; path=/`;
    }
    localStorage.setItem('adjust-sdk-activity', 'x');
    localStorage.setItem('theme', 'Ocean');
    clearVendorData(['GOOGLE_ANALYTICS', 'FACEBOOK_PIXEL', 'GOOGLE_ADS', 'TIKTOK_PIXEL', 'MICROSOFT_CLARITY', 'MICROSOFT_ADVERTISING', 'ADJUST'], {});
    expect(jar()).toEqual({ keep_me: '1' });
    expect(localStorage.getItem('adjust-sdk-activity')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('Ocean');
  });

  it('keeps vendor cookies of services that stay consented', () => {
    document.cookie = '_ga=1; path=/';
    document.cookie = '_fbp=1; path=/';
    clearVendorData(['FACEBOOK_PIXEL'], {});
    expect(jar()).toEqual({ _ga: '1' });
  });
});

describe('legacy migration', () => {
  const keysOf = (c: Parameters<typeof servicesIn>[0]) => servicesIn(c).map((s) => s.key).sort();

  it('turns accepted category cookies into service cookies and removes them', () => {
    document.cookie = 'ESSENTIAL_USER_CONSENT=true; path=/';
    document.cookie = 'PERFORMANCE_USER_CONSENT=true; path=/';
    document.cookie = 'MARKETING_USER_CONSENT=true; path=/';
    migrateLegacyCookies({});
    expect([...readChoices()].sort()).toEqual(
      [...keysOf('essential'), ...keysOf('performance'), ...keysOf('marketing')].sort(),
    );
    expect(Object.keys(jar()).filter((n) => /^(ESSENTIAL|PERFORMANCE|MARKETING)_/.test(n))).toEqual([]);
  });

  it('writes nothing for rejected or malformed category cookies, and removes them', () => {
    document.cookie = 'ESSENTIAL_USER_CONSENT=true; path=/';
    document.cookie = 'PERFORMANCE_USER_CONSENT=false; path=/';
    document.cookie = 'MARKETING_USER_CONSENT=%7Bbroken; path=/';
    migrateLegacyCookies({});
    expect([...readChoices()].sort()).toEqual(keysOf('essential'));
    expect(jar().PERFORMANCE_USER_CONSENT).toBeUndefined();
    expect(jar().MARKETING_USER_CONSENT).toBeUndefined();
  });

  it('leaves service cookies alone when there is no category cookie', () => {
    writeConsent(['VIDEO'], {});
    migrateLegacyCookies({});
    expect([...readChoices()]).toEqual(['VIDEO']);
  });
});
