import { defaultAppLinkOrigins, parseAppLinkOrigins, trustedAppUrl } from './appLinks';

describe('trustedAppUrl', () => {
  const allowed = [...defaultAppLinkOrigins];

  it.each([
    'evergreen://psd2?hash=psd2-0d-anna',
    'EVERGREEN://psd2',
    'https://app.evergreen.example/psd2?hash=psd2-0d-anna',
    'https://app.evergreen.example:443/psd2',
  ])('accepts the app link %s', (url) => {
    expect(trustedAppUrl(url, allowed)).toBe(new URL(url).href);
  });

  it.each([
    'https://evil.example/phish',
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'http://app.evergreen.example/psd2',
    'https://app.evergreen.example.evil.example/psd2',
    'https://app.evergreen.example@evil.example/psd2',
    'https://evil.example/?https://app.evergreen.example',
    'https://app.evergreen.example:8443/psd2',
    'evergreenx://psd2',
    '//app.evergreen.example/psd2',
    '/psd2',
    '',
    'not a url',
    undefined,
    42,
  ])('refuses %p', (url) => {
    expect(trustedAppUrl(url, allowed)).toBeUndefined();
  });
});

describe('parseAppLinkOrigins', () => {
  it('reads schemes and https origins, trimmed and lower-cased', () => {
    expect(parseAppLinkOrigins(' Moss: , https://go.moss.example/ ')).toEqual(['moss:', 'https://go.moss.example']);
  });

  it.each(['', ' , ', 'https:', 'data:', 'javascript:', 'http://app.example', 'https://app.example/path', 'app.example'])(
    'refuses %p',
    (value) => {
      expect(() => parseAppLinkOrigins(value)).toThrow(/APP_LINK_ORIGINS/);
    },
  );
});
