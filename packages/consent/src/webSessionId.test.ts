import { randomIdPattern } from '@site/validation/ids';
import { clearJar, jar } from './testCookies';
import { hasTrackingConsent, readWebSessionId, syncWebSessionId } from './webSessionId';

beforeEach(clearJar);

describe('web session id (WSID)', () => {
  it('is created with 21 url-safe characters when tracking consent is given', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    const id = syncWebSessionId(new Set(['GOOGLE_ANALYTICS']), {});
    const written = set.mock.calls[0]![0];
    set.mockRestore();
    expect(id).toMatch(randomIdPattern);
    expect(readWebSessionId()).toBe(id);
    expect(written).toContain('; path=/');
    expect(written).toContain('; max-age=31536000');
  });

  it('is kept while tracking consent lasts', () => {
    const first = syncWebSessionId(new Set(['ADJUST']), {});
    expect(syncWebSessionId(new Set(['ADJUST', 'VIDEO']), {})).toBe(first);
  });

  it('is deleted when tracking consent is withdrawn', () => {
    syncWebSessionId(new Set(['ADJUST']), {});
    expect(syncWebSessionId(new Set(['BUGSNAG']), {})).toBeUndefined();
    expect(jar().WSID).toBeUndefined();
  });

  it('is never created without tracking consent', () => {
    expect(syncWebSessionId(new Set(['CONTENTFUL', 'VIDEO', 'BUGSNAG']), {})).toBeUndefined();
    expect(jar()).toEqual({});
  });

  it.each([
    [['GOOGLE_ANALYTICS'], true],
    [['ADJUST'], true],
    [['FACEBOOK_PIXEL', 'BUGSNAG'], false],
    [[], false],
  ] as const)('tracking consent for %j is %s', (keys, expected) => {
    expect(hasTrackingConsent(new Set(keys))).toBe(expected);
  });
});
