import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { anna, ben, call, coreEventsWhere, issueLink, issueLinkWithId, problemOf, uniqueEmail } from './helpers';

const minute = 1 / (24 * 60);
const strong = 'Green-Bank-7';
const consents = { termsAndConditions: true, privacy: true, marketing: false };

const statusOf = async (hash: string, kind: string) => {
  const response = await call('/v1/links/status', { body: { hash, kind } });
  expect(response.status).toBe(200);
  return response.json();
};

/** An ISO birthday `years` years and `days` days before today (UTC, as the Worker counts). */
function birthdayYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

describe('the journey: what a link can do, the chosen plan, the birthday range', () => {
  it("tells a page its link's state as it opens, and an unknown or foreign token answers like an expired one", async () => {
    const valid = await issueLink({ kind: 'reset' });
    expect(await statusOf(valid, 'reset')).toEqual({ kind: 'reset', state: 'VALID' });
    // Asking changes nothing: the link still works.
    expect((await call('/v1/password-resets', { body: { hash: valid, password: strong, birthday: anna.birthday } })).status).toBe(200);
    expect(await statusOf(valid, 'reset')).toEqual({ kind: 'reset', state: 'USED' });

    const old = await issueLink({ kind: 'partner', ageDays: 90 + minute });
    expect(await statusOf(old, 'partner')).toEqual({ kind: 'partner', state: 'EXPIRED' });
    const lastMinute = await issueLink({ kind: 'partner', ageDays: 90 - minute });
    expect(await statusOf(lastMinute, 'partner')).toEqual({ kind: 'partner', state: 'VALID' });

    const refund = await issueLink({ kind: 'refund', holder: ben });
    for (const birthday of ['1970-01-01', '1970-01-02', '1970-01-03']) {
      await call('/v1/reimbursements', { body: { hash: refund, recipient: { iban: 'DE89370400440532013000', name: 'Ben Müller' }, birthday } });
    }
    expect(await statusOf(refund, 'refund')).toEqual({ kind: 'refund', state: 'BLOCKED' });

    // Never issued, or issued for another action: the same answer as an expired link.
    expect(await statusOf('never-issued-token-0000000000000000000000', 'reset')).toEqual({ kind: 'reset', state: 'EXPIRED' });
    expect(await statusOf(lastMinute, 'reset')).toEqual({ kind: 'reset', state: 'EXPIRED' });

    const unknownKind = await call('/v1/links/status', { body: { hash: valid, kind: 'admin' } });
    expect(unknownKind.status).toBe(400);
    expect((await problemOf(unknownKind)).errors).toEqual([{ field: 'kind', rule: 'format' }]);
  });

  it('limits status calls per link like the actions, with Retry-After readable by the pages (CORS)', async () => {
    const hash = await issueLink({ kind: 'reset' });
    const origin = 'https://site.test';
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 11; i++) {
      const response = await call('/v1/links/status', { body: { hash, kind: 'reset' }, headers: { Origin: origin }, env: { CORS_ORIGINS: origin } });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    // 10 a minute per link; a test started late in a window may see the window turn once.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect((await problemOf(limited!)).code).toBe('RATE_LIMITED');
    expect(limited!.headers.get('Retry-After')).toBe('60');
    expect(limited!.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(limited!.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
  });

  it('stores the plan chosen on the site when the content has it, and no plan for an unknown one, without an error', async () => {
    const registration = (email: string, plan?: string) => ({
      locale: 'enEU',
      firstName: 'Lea',
      lastName: 'Kurz',
      email,
      password: strong,
      acceptedNewsletter: false,
      consents,
      ...(plan === undefined ? {} : { plan }),
    });
    const cases = [
      ['impact-plus', 'impact-plus'],
      ['basic', 'basic'],
      ['premium-gold', null],
      [undefined, null],
    ] as const;
    for (const [sent, stored] of cases) {
      const email = uniqueEmail('plan');
      const response = await call('/v1/registrations', { body: registration(email, sent) });
      expect(response.status).toBe(201);
      const row = await env.DB.prepare('SELECT plan FROM registrations WHERE email = ?').bind(email).first<{ plan: string | null }>();
      expect(row).toEqual({ plan: stored });
      const [event] = await coreEventsWhere((e) => e.type === 'registration.created' && (e.payload.data.registration as { email: string }).email === email);
      expect((event!.payload.data.registration as { plan: unknown }).plan).toBe(stored);
    }
  });

  it('refuses a birthday outside 18 to 120 years with the field error the forms show, before it is compared', async () => {
    const tooYoung = birthdayYearsAgo(18, -1);
    const youngest = birthdayYearsAgo(18);
    const tooOld = birthdayYearsAgo(120, 1);
    const { token: reset, id } = await issueLinkWithId({ kind: 'reset' });
    for (const birthday of [tooYoung, tooOld]) {
      const response = await call('/v1/password-resets', { body: { hash: reset, password: strong, birthday } });
      expect(response.status).toBe(400);
      expect((await problemOf(response)).errors).toEqual([{ field: 'birthday', rule: 'birthdayRange' }]);
    }
    // In range but not the holder's: compared and counted, as before.
    const wrong = await call('/v1/password-resets', { body: { hash: reset, password: strong, birthday: youngest } });
    expect((await problemOf(wrong)).code).toBe('BIRTHDAY_MISMATCH');
    // Only the one in range counted as a guess.
    const counted = await env.DB.prepare('SELECT wrong_birthdays FROM links WHERE id = ?').bind(id).first<{ wrong_birthdays: number }>();
    expect(counted).toEqual({ wrong_birthdays: 1 });

    const partner = await issueLink({ kind: 'partner' });
    const partnerAnswer = await call('/v1/partner-registrations', { body: { hash: partner, password: strong, birthday: tooOld, consents } });
    expect((await problemOf(partnerAnswer)).errors).toEqual([{ field: 'birthday', rule: 'birthdayRange' }]);
    const refund = await issueLink({ kind: 'refund', holder: ben });
    const refundAnswer = await call('/v1/reimbursements', { body: { hash: refund, recipient: { iban: 'DE00', name: 'Ben Müller' }, birthday: tooYoung } });
    expect((await problemOf(refundAnswer)).errors).toEqual([
      { field: 'recipient.iban', rule: 'iban' },
      { field: 'birthday', rule: 'birthdayRange' },
    ]);
    expect(await statusOf(partner, 'partner')).toEqual({ kind: 'partner', state: 'VALID' });
  });
});
