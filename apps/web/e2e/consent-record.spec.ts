import { randomIdPattern } from '@site/validation/ids';
import { CONSENT_ID_COOKIE, serviceKeys } from '@site/consent/services';
import { choose, dialog, expect, lookUpConsentRecords, test, watch } from '@site/testing';

// Proof of consent against the real local API: the choice's record goes to the site's own
// /api/consent-records, and the support lookup (GET /consent-records/{id} with the support
// token) returns it; without the token the lookup answers 401.
// A first visit: the consent dialog asks.
test.use({ consentKeys: [] });

// One visitor, both locales: the first choice in the de-DE summary, then its withdrawal from the
// en-EU footer, so the lookup must return a record of each locale under the one consent id.
test('a consent choice creates a record that the support lookup returns, in either locale (de-DE summary, en-EU footer)', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(2 * 30_000); // the two tests it replaces
  await watch(page, baseURL!);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posted.push(r.url());
  });
  const recordsOf = async (consentId: string, count: number) => {
    let records: Record<string, unknown>[] = [];
    await expect
      .poll(async () => {
        const lookup = await lookUpConsentRecords(consentId);
        records = lookup.ok ? ((await lookup.json()) as { records: Record<string, unknown>[] }).records : [];
        return lookup.status === 200 && records.length;
      })
      .toBe(count);
    return records;
  };

  await page.goto('/de-DE/');
  await expect(dialog(page).getByRole('heading')).toBeFocused();
  await choose(page, 'de-DE', 'rejectOptional');
  // Sent with keepalive across the reload (Playwright reports such a request as aborted, so
  // its answer is checked through the lookup below).
  expect(posted.filter((url) => url === `${baseURL}/api/consent-records`)).toHaveLength(1);

  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_ID_COOKIE);
  const consentId = cookie!.value.split('.')[0]!;
  expect(consentId).toMatch(randomIdPattern);

  let records = await recordsOf(consentId, 1);
  expect(records[0]).toMatchObject({ consentId, locale: 'de-DE', source: 'summary', path: '/de-DE/', gpc: false });
  // Rejecting the optional services grants only the essential ones.
  const services = records[0]!.services as Record<string, boolean>;
  expect(Object.keys(services).sort()).toEqual([...serviceKeys].sort());
  expect(Object.values(services)).toContain(false);
  expect(services.GOOGLE_ANALYTICS).toBe(false);

  // The same visitor in en-EU grants Google Analytics from the footer's settings.
  await page.goto('/en-EU/');
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await dialog(page).getByRole('switch', { name: 'Google Analytics' }).click();
  await choose(page, 'en-EU', 'acceptSelected');
  expect(posted.filter((url) => url === `${baseURL}/api/consent-records`)).toHaveLength(2);

  records = await recordsOf(consentId, 2);
  const footer = records.find((record) => record.source === 'footer');
  expect(footer).toMatchObject({ consentId, locale: 'en-EU', source: 'footer', path: '/en-EU/', gpc: false });
  expect(Object.keys(footer!.services as Record<string, boolean>).sort()).toEqual([...serviceKeys].sort());
  expect((footer!.services as Record<string, boolean>).GOOGLE_ANALYTICS).toBe(true);

  expect((await lookUpConsentRecords(consentId, null)).status).toBe(401);
  expect((await lookUpConsentRecords(consentId, 'not-the-token')).status).toBe(401);
});
