import type { BrowserContext } from '@playwright/test';
import { randomIdPattern, randomIdSource } from '@site/validation/ids';
import { choiceCookieNames, CONSENT_ID_COOKIE, CONSENT_REVISION_COOKIE, consentCookieName, serviceKeys } from '@site/consent/services';
import { expect } from './fixtures';

/** §4's one year, spelled out rather than taken from the code under test. */
const YEAR = 365 * 24 * 60 * 60;

/**
 * Both apps write the consent cookies alike: after accept all (chosen at `before`, in seconds),
 * every service's cookie, the revision, the consent id and the WSID carry Max-Age one year,
 * Path /, SameSite=Strict and are host-only on http, with the values §4 names.
 */
export async function expectConsentCookieAttributes(context: BrowserContext, before: number): Promise<void> {
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
}
