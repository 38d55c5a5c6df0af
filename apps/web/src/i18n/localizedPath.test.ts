import { localizedPath, pathWithoutLocale } from './localizedPath';

describe('localized paths', () => {
  it('puts the locale in front of a path', () => {
    expect(localizedPath('de-DE', '/jobs/')).toBe('/de-DE/jobs/');
  });

  it.each([
    ['/de-DE/jobs/', '/jobs/'],
    ['/de-DE/jobs', '/jobs'],
    ['/de-DE/', '/'],
    ['/de-DE', '/'],
    ['/de-DEX/', '/de-DEX/'],
    ['/en-EU/jobs/', '/en-EU/jobs/'],
  ])('takes the locale off %s -> %s', (path, expected) => {
    expect(pathWithoutLocale(path, 'de-DE')).toBe(expected);
  });
});
