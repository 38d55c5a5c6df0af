import { envValue, parseOrigin } from './env';

describe('envValue', () => {
  it('trims a value', () => {
    expect(envValue({ NAME: '  Moss ' }, 'NAME')).toBe('Moss');
  });

  it('reads unset and blank alike, as undefined', () => {
    expect(envValue({}, 'NAME')).toBeUndefined();
    expect(envValue({ NAME: '   ' }, 'NAME')).toBeUndefined();
  });
});

describe('parseOrigin', () => {
  it('keeps an http(s) URL and strips its trailing slashes', () => {
    expect(parseOrigin('SITE_URL', 'https://www.moss.example//')).toBe('https://www.moss.example');
    expect(parseOrigin('SITE_URL', 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('refuses a relative or non-http value, naming the variable', () => {
    expect(() => parseOrigin('SITE_URL', 'www.moss.example')).toThrow(
      "SITE_URL must be an absolute http(s) URL, got 'www.moss.example'.",
    );
    expect(() => parseOrigin('CONSENT_ADJUST_HOST', 'ftp://adjust.test')).toThrow(
      "CONSENT_ADJUST_HOST must be an absolute http(s) URL, got 'ftp://adjust.test'.",
    );
  });
});
