import { firstSegment, localeSwitchTarget, resolveLocalePath, restOfPath } from './localePath';

const origin = 'https://open.moss.example';

describe('resolveLocalePath', () => {
  it.each([
    ['/deDE/', 'deDE', '/'],
    ['/enEU', 'enEU', ''],
    ['/enEU/error', 'enEU', '/error'],
  ])('accepts %s as locale %s with rest %s', (path, locale, rest) => {
    expect(resolveLocalePath(path, '')).toEqual({ kind: 'ok', locale, rest });
  });

  it.each([
    ['/', '', '/enEU/'],
    ['/', 'code=abc', '/enEU/?code=abc'],
    ['/frFR/error', 'code=abc&x=1', '/enEU/error?code=abc&x=1'],
    ['/de-DE/', '', '/enEU/'],
    ['/DEDE/error', '', '/enEU/error'],
    ['/__proto__/x', '', '/enEU/x'],
    ['//evil.example/path', '', '/enEU/path'],
    ['/x//evil.example', '', '/enEU/evil.example'],
  ])('redirects %s?%s to %s', (path, search, to) => {
    expect(resolveLocalePath(path, search)).toEqual({ kind: 'redirect', to });
  });

  it('never redirects to a protocol-relative address', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/a//evil.example', '/a/\\\\evil']) {
      const result = resolveLocalePath(path, '');
      expect(result.kind).toBe('redirect');
      if (result.kind === 'redirect') expect(result.to).toMatch(/^\/enEU(\/|$)/);
    }
  });
});

describe('path helpers', () => {
  it('splits the first segment from the rest', () => {
    expect(firstSegment('/enEU/error')).toBe('enEU');
    expect(restOfPath('/enEU/error/')).toBe('/error/');
    expect(restOfPath('/enEU')).toBe('');
    expect(restOfPath('/a///b')).toBe('/b');
  });
});

describe('localeSwitchTarget', () => {
  it.each([
    ['/enEU/', 'deDE', '/deDE/'],
    ['/enEU/error?code=abc', 'deDE', '/deDE/error?code=abc'],
    ['/deDE/error?code=abc&utm_source=x#top', 'enEU', '/enEU/error?code=abc&utm_source=x#top'],
    ['/deDE', 'enEU', '/enEU/'],
  ])('switches %s to %s as %s', (current, target, expected) => {
    expect(localeSwitchTarget(current, target as 'deDE' | 'enEU', origin)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/enEU/',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/enEU/',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/enEU/%2F%2Fevil.example',
    '/enEU//evil.example',
    '/enEU/\\evil.example',
    'http://[::1',
  ])('stays on the origin for %s', (crafted) => {
    const target = localeSwitchTarget(crafted, 'deDE', origin);
    expect(target.startsWith('/deDE')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(new URL(target, origin).origin).toBe(origin);
  });

  it('drops a crafted host and keeps only a same-origin path', () => {
    expect(localeSwitchTarget('//evil.example/enEU/error', 'deDE', origin)).toBe('/deDE/');
    expect(localeSwitchTarget('/enEU//evil.example', 'deDE', origin)).toBe('/deDE/evil.example');
  });
});
