import { randomIdPattern, randomIdSource } from '@site/validation/ids';
import type { Locale, RegistrationLocale } from '@site/i18n';
import { choiceCookieNames, CONSENT_ID_COOKIE, CONSENT_REVISION_COOKIE, consentCookieName, serviceKeys } from '@site/consent/services';
import { choose, watch } from './consentDialog';
import { expect, test } from './fixtures';

/**
 * Both apps write the consent cookies alike: after accept all on `path`, every service's cookie,
 * the revision, the consent id and the WSID carry Max-Age one year, Path /, SameSite=Strict and
 * are host-only on http, with the values §4 names.
 */
/** §4's one year, spelled out rather than taken from the code under test. */
const YEAR = 365 * 24 * 60 * 60;

export function testConsentCookieAttributes(path: string, locale: Locale | RegistrationLocale): void {
  test('e) consent cookies and the WSID carry Max-Age one year, Path /, SameSite=Strict, host-only on http', async ({ page, context, baseURL }) => {
    await watch(page, baseURL!);
    await page.goto(path);
    const before = Date.now() / 1000;
    await choose(page, locale, 'acceptAll');
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name).sort()).toEqual([...serviceKeys.map(consentCookieName), ...choiceCookieNames, 'WSID'].sort());
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', secure: false, domain: 'localhost' });
      expect(cookie.expires).toBeGreaterThan(before + YEAR - 120);
      expect(cookie.expires).toBeLessThan(before + YEAR + 120);
      if (cookie.name === CONSENT_REVISION_COOKIE) expect(cookie.value).toBe('1');
      else if (cookie.name === CONSENT_ID_COOKIE) expect(cookie.value).toMatch(new RegExp(`^${randomIdSource}\\.\\d{4}-\\d{2}-\\d{2}$`));
      else if (cookie.name !== 'WSID') expect(cookie.value).toBe('true');
    }
    expect(cookies.find((c) => c.name === 'WSID')!.value).toMatch(randomIdPattern);
  });
}
