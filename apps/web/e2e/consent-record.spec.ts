import { randomIdPattern } from '@site/validation/ids';
import { CONSENT_ID_COOKIE, serviceKeys } from '@site/consent/services';
import { choose, dialog, expect, lookUpConsentRecords, test, watch } from '@site/testing';
import { locales } from './helpers';

// Proof of consent against the real local API: the choice's record goes to the site's own
// /api/consent-records, and the support lookup (GET /consent-records/{id} with the support
// token) returns it; without the token the lookup answers 401.
// A first visit: the consent dialog asks.
test.use({ consentKeys: [] });

for (const locale of locales) {
  test(`a consent choice creates a record that the support lookup returns (${locale})`, async ({ page, context, baseURL }) => {
    await watch(page, baseURL!);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posted.push(r.url());
    });
    await page.goto(`/${locale}/`);
    await expect(dialog(page).getByRole('heading')).toBeFocused();
    await choose(page, locale, 'rejectOptional');
    // Sent with keepalive across the reload (Playwright reports such a request as aborted, so
    // its answer is checked through the lookup below).
    expect(posted).toContain(`${baseURL}/api/consent-records`);

    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_ID_COOKIE);
    const consentId = cookie!.value.split('.')[0]!;
    expect(consentId).toMatch(randomIdPattern);

    let records: Record<string, unknown>[] = [];
    await expect
      .poll(async () => {
        const lookup = await lookUpConsentRecords(consentId);
        records = lookup.ok ? ((await lookup.json()) as { records: Record<string, unknown>[] }).records : [];
        return lookup.status === 200 && records.length;
      })
      .toBe(1);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ consentId, locale, source: 'summary', path: `/${locale}/`, gpc: false });
    // Rejecting the optional services grants only the essential ones.
    const services = records[0]!.services as Record<string, boolean>;
    expect(Object.keys(services).sort()).toEqual([...serviceKeys].sort());
    expect(Object.values(services)).toContain(false);

    expect((await lookUpConsentRecords(consentId, null)).status).toBe(401);
    expect((await lookUpConsentRecords(consentId, 'not-the-token')).status).toBe(401);
  });
}
