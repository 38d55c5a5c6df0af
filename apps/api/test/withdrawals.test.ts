import { env } from 'cloudflare:test';
import { registrationRequest } from '@site/api/fixtures';
import { describe, expect, it } from 'vitest';
import { call, coreEvents, coreEventsWhere, drained, mailsTo, tokenOf, uniqueEmail, type CoreEvent } from './helpers';

// Issue 45: every withdrawn consent reaches the core, once; the core hears nothing of an address
// it was never given, and of a verification only once.

const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** Registers `email` and answers the registration's id, as the core was told it. */
async function register(email: string): Promise<string> {
  expect((await call('/v1/registrations', { body: registrationRequest(email) })).status).toBe(201);
  const [created] = await coreEventsWhere((e) => e.type === 'registration.created' && (e.payload.data.registration as { email: string }).email === email);
  return (created!.payload.data.registration as { id: string }).id;
}

/** Every event of `type` the core received that `match` picks, once nothing owed is left. */
async function allEvents(type: string, match: (data: Record<string, unknown>) => boolean): Promise<CoreEvent[]> {
  await drained('event');
  return (await coreEvents()).filter((e) => e.type === type && match(e.payload.data));
}

const unsubscribe = (token: string, via: 'page' | 'one-click') =>
  via === 'page'
    ? call('/v1/signups/unsubscriptions', { body: { token } })
    : call(`/v1/signups/unsubscriptions/one-click?token=${token}`, { raw: 'List-Unsubscribe=One-Click', headers: form });

describe("a registrant's unsubscribe", () => {
  for (const via of ['page', 'one-click'] as const) {
    it(`by the ${via === 'page' ? "page's" : 'one-click'} link of the mail tells the core once, naming the registration; again, or twice at once, no more`, async () => {
      const email = uniqueEmail(`leave-${via}`);
      const id = await register(email);
      const token = tokenOf((await mailsTo(email))[0]!.text, '/en-EU/newsletter/unsubscribe/');
      const [first, second] = await Promise.all([unsubscribe(token, via), unsubscribe(token, via)]);
      const statuses = [await first!.json(), await second!.json()].map((answer) => (answer as { status: string }).status).sort();
      expect(statuses).toEqual(['ALREADY_UNSUBSCRIBED', 'UNSUBSCRIBED']);
      expect(await (await unsubscribe(token, via)).json()).toEqual({ locale: 'en-EU', status: 'ALREADY_UNSUBSCRIBED' });

      await coreEventsWhere((e) => e.type === 'registration.unsubscribed' && (e.payload.data.registration as { id: string }).id === id);
      const events = await allEvents('registration.unsubscribed', (data) => (data.registration as { id: string }).id === id);
      expect(events).toHaveLength(1);
      expect(events[0]!.signatureValid).toBe(true);
      expect(events[0]!.payload.data).toEqual({ registration: { id }, via });
      const row = await env.DB.prepare('SELECT accepted_newsletter AS newsletter, accepted_marketing AS marketing, unsubscribed_at AS at FROM registrations WHERE id = ?')
        .bind(id)
        .first<{ newsletter: number; marketing: number; at: number | null }>();
      expect(row).toMatchObject({ newsletter: 0, marketing: 0, at: expect.any(Number) });
    });
  }
});

describe("a sign-up's unsubscribe", () => {
  it('tells the core only of a sign-up it was told of: a confirmed one, not one never confirmed', async () => {
    const ofEmail = (email: string) => (data: Record<string, unknown>) => (data.signup as { email: string }).email === email;
    const pending = uniqueEmail('never-confirmed');
    const confirmed = uniqueEmail('confirmed');
    for (const email of [pending, confirmed]) await call('/v1/signups/newsletter', { body: { email, locale: 'en-EU', acceptedPrivacy: true } });
    const mailOf = async (email: string) => (await mailsTo(email))[0]!.text;
    await call('/v1/signups/confirmations', { body: { token: tokenOf(await mailOf(confirmed), '/en-EU/newsletter/confirm/') } });
    for (const email of [pending, confirmed]) {
      const answer = await unsubscribe(tokenOf(await mailOf(email), '/en-EU/newsletter/unsubscribe/'), 'page');
      expect(await answer.json()).toEqual({ type: 'newsletter', locale: 'en-EU', status: 'UNSUBSCRIBED' });
    }
    // The confirmed one arrives, so the core stub is listening; the other one never does.
    await coreEventsWhere((e) => e.type === 'signup.unsubscribed' && ofEmail(confirmed)(e.payload.data));
    expect(await allEvents('signup.unsubscribed', ofEmail(confirmed))).toHaveLength(1);
    expect(await allEvents('signup.unsubscribed', ofEmail(pending))).toEqual([]);
    expect(JSON.stringify(await coreEvents())).not.toContain(pending);
    // The proof of the opt-out is kept all the same.
    const history = await env.DB.prepare('SELECT event FROM signup_events WHERE email = ? ORDER BY id').bind(pending).all();
    expect(history.results).toEqual([{ event: 'requested' }, { event: 'unsubscribed' }]);
  });
});

describe("a registration's verified address", () => {
  it('reaches the core once, however many valid links it had and in whatever order or at once they are used', async () => {
    for (const together of [false, true]) {
      const email = uniqueEmail(`verify-${together ? 'together' : 'in-turn'}`);
      const id = await register(email);
      const first = tokenOf((await mailsTo(email))[0]!.text, '/en-EU/account/email-verified/');
      // 'Send the link again' from the page of the first link: a second valid link.
      expect((await call('/v1/email-verifications/resends', { body: { hash: first } })).status).toBe(202);
      const second = tokenOf((await mailsTo(email, 2))[1]!.text, '/en-EU/account/email-verified/');
      const verify = (hash: string) => call('/v1/email-verifications', { body: { hash } });
      const answers = together ? await Promise.all([verify(second), verify(first)]) : [await verify(second), await verify(first)];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      await coreEventsWhere((e) => e.type === 'email.verified' && e.payload.data.registrationId === id);
      const events = await allEvents('email.verified', (data) => data.registrationId === id);
      expect(events).toHaveLength(1);
      expect(events[0]!.payload.data).toEqual({ link: { id: expect.any(String), reference: null }, registrationId: id });
    }
  });
});
