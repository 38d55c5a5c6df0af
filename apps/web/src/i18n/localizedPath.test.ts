import { localizedPath as routesLocalizedPath } from '@/routes';
import { localizedPath, pathWithoutLocale } from './localizedPath';

describe('localized paths', () => {
  it('puts the locale in front of a path', () => {
    expect(localizedPath('de-DE', '/jobs/')).toBe('/de-DE/jobs/');
    for (const [locale, path] of [['de-DE', '/jobs/'], ['en-EU', '/'], ['en-EU', '/account/error/']] as const) {
      expect(localizedPath(locale, path)).toBe(routesLocalizedPath(locale, path));
    }
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
