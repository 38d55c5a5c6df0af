import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { Webhook } from 'standardwebhooks';
import { describe, expect, inject, it } from 'vitest';
import readme from '../README.md?raw';
import wranglerConfig from '../wrangler.jsonc?raw';
import worker from '../src/index';
import { schedules } from '../src/rules/schedules.mjs';
import { eventTypes } from '../src/outbox/events';
import { maxAttempts } from '../src/rules/outbox';
import { oweMail, type MailPayload } from '../src/outbox/mails';
import { anna, ben, call, coreEvents, coreEventsWhere, drained, eventually, internalAuth, issueLinkWithId, mailsTo, sleep, tokenOf, uniqueEmail } from './helpers';
import { deliver, fault, giveUp, received, rowOf, sweep, unboundEvent, write } from './outbox';

const supportAuth = { Authorization: `Bearer ${env.SUPPORT_TOKEN}` };

const mail = (to: string): MailPayload => ({
  template: 'waitingList',
  to,
  locale: 'en-EU',
  firstName: 'Ida',
  unsubscribeUrl: 'https://site.test/en-EU/newsletter/unsubscribe/#t',
  oneClickUnsubscribeUrl: 'https://site.test/api/v1/signups/unsubscriptions/one-click?token=t',
});

/** A loopback port nothing listens on (the control server's, closed, is not reused this soon). */
const closedPort = 'http://127.0.0.1:9/webhooks';

describe('the core events consumer', () => {
  it('retries on a 500, a timeout and a connection error with growing delays, then delivers once, signed', async () => {
    const id = await write(unboundEvent());
    await fault({ status: 500, id });
    expect(await deliver('site-core-events', id)).toEqual({ acked: false, retries: [1] });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'core answered 500' });

    await fault({ timeout: true, id });
    expect(await deliver('site-core-events', id)).toEqual({ acked: false, retries: [2] });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'no answer within 2000 ms' });

    expect(await deliver('site-core-events', id, { CORE_WEBHOOK_URL: closedPort })).toEqual({ acked: false, retries: [4] });
    expect((await rowOf(id))!.lastError).toMatch(/^core unreachable: /);
    expect(await received(id)).toEqual([]);

    expect(await deliver('site-core-events', id)).toEqual({ acked: true, retries: [] });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 4, lastError: null, payload: null });
    const [event, ...more] = await received(id);
    expect(more).toEqual([]);
    // Verified by the stub's own code (standardwebhooks' Webhook.verify, scripts/core-stub.mjs).
    expect(event).toMatchObject({ type: 'device.unbound', signatureValid: true });
    expect(event!.payload.data).toMatchObject({ link: { reference: expect.stringMatching(/^ref-link-/) } });

    // A redelivery of the sent row (a second message for it) sends nothing.
    expect(await deliver('site-core-events', id)).toEqual({ acked: true, retries: [] });
    expect(await received(id)).toHaveLength(1);
    expect((await rowOf(id))!.attempts).toBe(4);
  });

  it('stops on a 400 and on a refused signature (401), and tries again on a 408 and a 429', async () => {
    const refused = await write(unboundEvent());
    await fault({ status: 400, id: refused });
    expect(await deliver('site-core-events', refused)).toEqual({ acked: true, retries: [] });
    expect(await rowOf(refused)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'core answered 400' });
    expect((await rowOf(refused))!.payload).not.toBeNull();

    const badlySigned = await write(unboundEvent());
    const otherSecret = `whsec_${btoa('not-the-core-stub-secret')}`;
    expect(await deliver('site-core-events', badlySigned, { CORE_WEBHOOK_SECRET: otherSecret })).toEqual({ acked: true, retries: [] });
    expect(await rowOf(badlySigned)).toMatchObject({ status: 'failed', lastError: 'core answered 401' });
    // The stub keeps what it refused, with the verdict of its own check.
    expect((await received(badlySigned)).map((e) => e.signatureValid)).toEqual([false]);

    const later = await write(unboundEvent());
    await fault({ status: 408, id: later });
    await fault({ status: 429, id: later });
    expect(await deliver('site-core-events', later)).toEqual({ acked: false, retries: [1] });
    expect(await deliver('site-core-events', later)).toEqual({ acked: false, retries: [2] });
    expect(await deliver('site-core-events', later)).toEqual({ acked: true, retries: [] });
    expect((await rowOf(later))!.status).toBe('sent');
  });

  it('signs as Standard Webhooks says: id, timestamp and an HMAC-SHA256 over both and the body', async () => {
    const id = await write(unboundEvent());
    const seen: { headers: Headers; body: string }[] = [];
    // A receiver of its own, to see the headers the stub does not keep.
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      seen.push({ headers: request.headers, body: await request.clone().text() });
      return new Response(null, { status: 204 });
    };
    try {
      expect(await deliver('site-core-events', id)).toEqual({ acked: true, retries: [] });
    } finally {
      globalThis.fetch = original;
    }
    const [{ headers, body }] = seen as [(typeof seen)[number]];
    expect(headers.get('webhook-id')).toBe(id);
    expect(headers.get('webhook-timestamp')).toMatch(/^\d{10}$/);
    expect(headers.get('webhook-signature')).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = new Webhook(env.CORE_WEBHOOK_SECRET!).verify(body, Object.fromEntries(headers)) as { type: string };
    expect(verified.type).toBe('device.unbound');
    expect(() => new Webhook(env.CORE_WEBHOOK_SECRET!).verify(body.replace('device.unbound', 'device.bound'), Object.fromEntries(headers))).toThrow();
  });

  it("the dead-letter queue's consumer marks the row failed, keeping the last reason", async () => {
    const id = await write(unboundEvent());
    await env.DB.prepare("UPDATE outbox SET attempts = 11, last_error = 'core answered 503' WHERE id = ?").bind(id).run();
    expect(await deliver('site-core-events-dead', id)).toEqual({ acked: true, retries: [] });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', lastError: 'no more tries after 11 attempts; last: core answered 503' });
    expect(await received(id)).toEqual([]);
  });

  it('every queue with retries ends in a dead-letter queue that this Worker consumes, after as many tries as a row gets (wrangler.jsonc)', () => {
    const config = JSON.parse(wranglerConfig.replace(/^\s*\/\/.*$/gm, '')) as {
      queues: { consumers: { queue: string; max_retries?: number; dead_letter_queue?: string }[] };
    };
    const consumers = config.queues.consumers;
    for (const [queue, kind] of [['site-mail', 'mail'], ['site-core-events', 'event']] as const) {
      const consumer = consumers.find((c) => c.queue === queue);
      expect(consumer?.max_retries).toBeGreaterThanOrEqual(5);
      // A row's tries (rules/outbox.ts) are its queue's first delivery and retries: the row fails on its own count.
      expect(maxAttempts[kind]).toBe(1 + consumer!.max_retries!);
      expect(consumer?.dead_letter_queue).toBe(`${queue}-dead`);
      expect(consumers.some((c) => c.queue === `${queue}-dead`)).toBe(true);
    }
  });
});

describe('the mail consumer', () => {
  it('sends a row once: a redelivery of a sent row sends nothing', async () => {
    const to = uniqueEmail('once');
    const id = await write(oweMail(mail(to)));
    expect(await deliver('site-mail', id)).toEqual({ acked: true, retries: [] });
    expect(await deliver('site-mail', id)).toEqual({ acked: true, retries: [] });
    const mails = await mailsTo(to);
    expect(mails.map((m) => m.subject)).toEqual(['You are on the Evergreen investing waiting list']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, payload: null });
  });

  it('tries again when the relay is down or answers 4xx, gives up on 5xx; the reason never names the address', async () => {
    const relay = inject('refusingSmtpUrl');
    const down = await write(oweMail(mail(uniqueEmail('down'))));
    expect(await deliver('site-mail', down, { SMTP_URL: 'smtp://127.0.0.1:9' })).toEqual({ acked: false, retries: [1] });
    expect((await rowOf(down))!.lastError).toMatch(/^relay unreachable: /);

    const busy = await write(oweMail(mail(uniqueEmail('busy-1'))));
    expect(await deliver('site-mail', busy, { SMTP_URL: relay })).toEqual({ acked: false, retries: [1] });
    expect(await rowOf(busy)).toMatchObject({ status: 'queued', lastError: 'relay answered 451' });

    const address = uniqueEmail('refuse-1');
    const refused = await write(oweMail(mail(address)));
    expect(await deliver('site-mail', refused, { SMTP_URL: relay })).toEqual({ acked: true, retries: [] });
    const row = await rowOf(refused);
    expect(row).toMatchObject({ status: 'failed', lastError: 'relay refused: 550' });
    for (const r of [row, await rowOf(down), await rowOf(busy)]) expect(r!.lastError).not.toContain('@');
    await giveUp(down, busy);
  });
});

describe('the minute cron', () => {
  it('queues a row that was written but never queued, and one whose message was lost; the queue then delivers it', async () => {
    const minutesAgo = (m: number) => Date.now() - m * 60_000;
    const unqueued = await write(unboundEvent(), { status: 'pending', updatedAt: minutesAgo(3) });
    const lost = await write(unboundEvent(), { status: 'queued', updatedAt: minutesAgo(4) });
    await env.DB.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ?').bind(minutesAgo(3), lost).run();
    // Written a moment ago: its request is still handing it over; the cron leaves it alone.
    const fresh = await write(unboundEvent(), { status: 'pending' });
    await sweep();
    for (const id of [unqueued, lost]) expect(await coreEventsWhere((e) => e.id === id)).toHaveLength(1);
    expect((await eventually(() => rowOf(unqueued), (r) => r?.status === 'sent'))!.status).toBe('sent');
    expect((await rowOf(fresh))!.status).toBe('pending');
    expect(await received(fresh)).toEqual([]);
  });

  it('marks a mail whose consumer stopped while sending failed (it may have gone out), and sends such an event again', async () => {
    const stoppedMail = await write(oweMail(mail(uniqueEmail('stopped'))), { status: 'sending', updatedAt: Date.now() - 20 * 60_000 });
    const stoppedEvent = await write(unboundEvent(), { status: 'sending', updatedAt: Date.now() - 20 * 60_000 });
    await sweep();
    expect(await rowOf(stoppedMail)).toMatchObject({ status: 'failed', lastError: 'interrupted while sending; it may have gone out' });
    // The event is due again at once; the next minute's sweep hands it over (the core de-duplicates by webhook-id).
    await sweep(Date.now() + 3 * 60_000);
    expect(await coreEventsWhere((e) => e.id === stoppedEvent)).toHaveLength(1);
  });
});

describe('the daily retention', () => {
  it('deletes sent rows after 30 days and failed ones after 90, and nothing still owed', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (status: string, days: number) => write(unboundEvent(), { status, updatedAt: Date.now() - days * day });
    const kept = [await at('sent', 29), await at('failed', 89), await at('queued', 400), await at('pending', 400)];
    const gone = [await at('sent', 31), await at('failed', 91)];
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: schedules.retention, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    for (const id of kept) expect(await rowOf(id), id).not.toBeNull();
    for (const id of gone) expect(await rowOf(id), id).toBeNull();
    await giveUp(kept[2]!, kept[3]!);
  });
});

describe('support: what is owed', () => {
  it('lists failed and open rows without personal data, and sends one again, with the support token only', async () => {
    const address = uniqueEmail('refuse-support');
    const id = await write(oweMail(mail(address)));
    expect(await deliver('site-mail', id, { SMTP_URL: inject('refusingSmtpUrl') })).toEqual({ acked: true, retries: [] });

    expect((await call('/internal/outbox?status=failed')).status).toBe(401);
    expect((await call('/internal/outbox?status=failed', { headers: internalAuth })).status).toBe(401);
    expect((await call('/internal/outbox?status=sent', { headers: supportAuth })).status).toBe(400);
    const listed = await call('/internal/outbox?status=failed', { headers: supportAuth });
    expect(listed.status).toBe(200);
    const text = await listed.text();
    expect(text).not.toContain(address);
    expect(text).not.toContain('site.test');
    const { entries } = JSON.parse(text) as { entries: Record<string, unknown>[] };
    expect(entries.find((e) => e.id === id)).toEqual({
      id,
      kind: 'mail',
      topic: 'waitingList',
      status: 'failed',
      attempts: 1,
      lastError: 'relay refused: 550',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // The address is fixed now (here: the refusing relay is not the one configured): send it again.
    expect((await call(`/internal/outbox/${id}/retry`, { method: 'POST', headers: internalAuth })).status).toBe(401);
    const retried = await call(`/internal/outbox/${id}/retry`, { method: 'POST', headers: supportAuth });
    expect(retried.status).toBe(202);
    expect(await retried.json()).toEqual({ id, status: 'queued' });
    expect(await mailsTo(address)).toHaveLength(1);
    expect((await eventually(() => rowOf(id), (r) => r?.status === 'sent'))!.status).toBe('sent');
    const again = await call(`/internal/outbox/${id}/retry`, { method: 'POST', headers: supportAuth });
    expect(again.status).toBe(409);
    expect((await call('/internal/outbox/no-such-row/retry', { method: 'POST', headers: supportAuth })).status).toBe(404);
  });
});

describe('the whole path, through the real queues', () => {
  it('a password reset reaches the core once, signed, with the reference and the hash, never the password or birthday', async () => {
    const reference = `core-reset-${crypto.randomUUID().slice(0, 8)}`;
    const email = uniqueEmail('reset-notice');
    const { token, id } = await issueLinkWithId({ kind: 'reset', holder: { ...anna, email }, locale: 'de-DE' }, { reference });
    const password = 'Bright-Morning-2026';
    const answer = await call('/v1/password-resets', { body: { hash: token, birthday: anna.birthday, password } });
    expect(answer.status).toBe(200);
    // The holder is told at the address the core gave, which the link then forgets.
    const [notice, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Dein Evergreen Passwort wurde geändert');
    expect(notice!.text).toContain('Hallo Anna,');
    expect(notice!.source).not.toMatch(/List-Unsubscribe/i);
    expect(notice!.text).not.toContain(password);
    expect(await env.DB.prepare('SELECT notify_email AS email FROM links WHERE id = ?').bind(id).first()).toEqual({ email: null });
    const [event, ...others] = await coreEventsWhere((e) => e.type === 'password_reset.completed' && (e.payload.data.link as { id: string }).id === id);
    expect(others).toEqual([]);
    expect(event!.signatureValid).toBe(true);
    expect(event!.payload.data).toEqual({
      link: { id, reference },
      passwordHash: expect.stringMatching(/^\$pbkdf2-sha256\$i=600000\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/),
      birthdayChecked: true,
    });
    const record = JSON.stringify(event);
    expect(record).not.toContain(password);
    expect(record).not.toContain(anna.birthday);
  });

  it('with the core failing three times, the event still arrives once', async () => {
    const { token, id } = await issueLinkWithId({ kind: 'unbind' }, { reference: 'core-unbind-faults' });
    const outboxId = async () =>
      (await env.DB.prepare("SELECT id FROM outbox WHERE topic = 'device.unbound' AND payload LIKE ?").bind(`%"id":"${id}"%`).first<{ id: string }>())?.id;
    // The fault names the event type; other files' unbinds may take some, so this test's link is
    // the one counted, and every delivery of it ends in exactly one arrival.
    await fault({ status: 500, count: 3, type: 'device.unbound' });
    expect((await call('/v1/device-unbinds', { body: { hash: token } })).status).toBe(200);
    const events = await coreEventsWhere((e) => e.type === 'device.unbound' && (e.payload.data.link as { id: string }).id === id, 1, { timeoutMs: 40_000 });
    expect(events).toHaveLength(1);
    await sleep(1500);
    expect((await coreEvents()).filter((e) => e.id === events[0]!.id)).toHaveLength(1);
    expect(await outboxId()).toBeUndefined(); // sent: the payload (with the link id) is erased
  });

  it('mail outage: ten sign-ups answer while MailDev is down; when it is back, all ten mails arrive, each once', async () => {
    const control = inject('controlUrl');
    const addresses = Array.from({ length: 10 }, (_, i) => uniqueEmail(`outage-${i}`));
    expect((await fetch(`${control}/maildev/stop`, { method: 'POST' })).status).toBe(204);
    try {
      const answers = await Promise.all(
        addresses.map((email) => call('/v1/signups/newsletter', { body: { email, locale: 'en-EU', acceptedPrivacy: true } })),
      );
      expect(answers.map((a) => a.status)).toEqual(addresses.map(() => 201));
      // The consumer found the relay down and will try again.
      const retrying = await eventually(
        async () => (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'mail' AND status = 'queued' AND last_error LIKE 'relay unreachable%'").first<{ n: number }>())!.n,
        (n) => n >= 10,
      );
      expect(retrying).toBeGreaterThanOrEqual(10);
    } finally {
      expect((await fetch(`${control}/maildev/start`, { method: 'POST' })).status).toBe(204);
    }
    for (const email of addresses) {
      const mails = await mailsTo(email);
      expect(mails.map((m) => m.subject)).toEqual(['Please confirm your sign-up: Evergreen newsletter']);
    }
  });
});

describe('what each completed action tells the core system', () => {
  it('README "Events" shows one example of every type the Worker sends, in the order of src/outbox/events.ts', () => {
    const events = readme.slice(readme.indexOf('### Events'), readme.indexOf('\n## ', readme.indexOf('### Events')));
    const examples = [...events.matchAll(/^\{ "type": "([a-z0-9_.]+)"/gm)].map((match) => match[1]);
    expect(examples).toEqual([...eventTypes]);
  });


  const strong = 'Sunny-Day-2026';
  const consents = { termsAndConditions: true, privacy: true, marketing: true };
  /** The one event of `type` about a link (or matched otherwise), its signature checked by the stub. */
  async function oneEvent(type: string, match: (data: Record<string, unknown>) => boolean) {
    const events = await coreEventsWhere((e) => e.type === type && match(e.payload.data));
    await drained('event');
    const all = (await coreEvents()).filter((e) => e.type === type && match(e.payload.data));
    expect(all).toHaveLength(1);
    expect(events[0]!.signatureValid).toBe(true);
    expect(events[0]!.payload.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    return events[0]!.payload.data;
  }
  const ofLink = (id: string) => (data: Record<string, unknown>) => (data.link as { id: string } | undefined)?.id === id;
  const issue = (link: Parameters<typeof issueLinkWithId>[0]) => issueLinkWithId(link, { reference: `core-${link.kind}-${crypto.randomUUID().slice(0, 8)}` });

  it('links: each action once, naming the link by id and reference, never a password or a birthday', async () => {
    const partner = await issue({ kind: 'partner' });
    expect((await call('/v1/partner-registrations', { body: { hash: partner.token, password: strong, birthday: anna.birthday, consents } })).status).toBe(201);
    const refund = await issue({ kind: 'refund', holder: ben });
    const iban = 'DE89 3704 0044 0532 0130 00';
    expect((await call('/v1/reimbursements', { body: { hash: refund.token, recipient: { iban, name: 'Ben Müller' }, birthday: ben.birthday } })).status).toBe(202);
    const unbind = await issue({ kind: 'unbind' });
    expect((await call('/v1/device-unbinds', { body: { hash: unbind.token } })).status).toBe(200);
    const referral = await issue({ kind: 'referral', referralCode: 'ANNA-42' });
    expect((await call('/v1/referral-redemptions', { body: { hash: referral.token } })).status).toBe(201);

    const link = (issued: { id: string }) => ({ id: issued.id, reference: expect.stringMatching(/^core-/) });
    const phc = expect.stringMatching(/^\$pbkdf2-sha256\$i=600000\$/);
    const partnerEvent = await oneEvent('partner_registration.completed', ofLink(partner.id));
    expect(partnerEvent).toEqual({ link: link(partner), passwordHash: phc, birthdayChecked: true, consents: { marketing: true } });
    expect(await oneEvent('reimbursement.requested', ofLink(refund.id))).toEqual({
      link: link(refund),
      recipient: { iban: 'DE89370400440532013000', name: 'Ben Müller' },
      birthdayChecked: true,
    });
    expect(await oneEvent('device.unbound', ofLink(unbind.id))).toEqual({ link: link(unbind) });
    expect(await oneEvent('referral.redeemed', ofLink(referral.id))).toEqual({ link: link(referral), referralCode: 'ANNA-42' });
    const everything = JSON.stringify(await coreEvents());
    for (const secret of [strong, anna.birthday, ben.birthday]) expect(everything).not.toContain(secret);
  });

  it('the registration in the app, its verified address, and the sign-ups confirmed and left', async () => {
    const email = uniqueEmail('core-registration');
    const registration = { locale: 'deDE', firstName: 'Ida', lastName: 'Lind', email, password: strong, code: 'PARTNER1', plan: 'impact-plus', acceptedNewsletter: true, consents };
    expect((await call('/v1/registrations', { body: registration })).status).toBe(201);
    const created = await oneEvent('registration.created', (d) => (d.registration as { email: string }).email === email);
    expect(created).toEqual({
      registration: {
        id: expect.any(String),
        locale: 'de-DE',
        code: 'PARTNER1',
        plan: 'impact-plus',
        firstName: 'Ida',
        lastName: 'Lind',
        email,
        passwordHash: expect.stringMatching(/^\$pbkdf2-sha256\$/),
        acceptedNewsletter: true,
        consents: { termsAndConditions: true, privacy: true, marketing: true },
        webSessionId: null,
      },
    });
    const registrationId = (created.registration as { id: string }).id;
    const [mail] = await mailsTo(email);
    expect((await call('/v1/email-verifications', { body: { hash: tokenOf(mail!.text, '/de-DE/account/email-verified/') } })).status).toBe(200);
    expect(await oneEvent('email.verified', (d) => d.registrationId === registrationId)).toEqual({
      link: { id: expect.any(String), reference: null },
      registrationId,
    });

    const subscriber = uniqueEmail('core-signup');
    await call('/v1/signups/newsletter', { body: { email: subscriber, locale: 'en-EU', acceptedPrivacy: true } });
    const [confirmation] = await mailsTo(subscriber);
    await call('/v1/signups/confirmations', { body: { token: tokenOf(confirmation!.text, '/en-EU/newsletter/confirm/') } });
    const ofSignup = (d: Record<string, unknown>) => (d.signup as { email: string }).email === subscriber;
    expect(await oneEvent('signup.confirmed', ofSignup)).toEqual({ signup: { type: 'newsletter', email: subscriber, locale: 'en-EU' } });
    const token = tokenOf(confirmation!.text, '/en-EU/newsletter/unsubscribe/');
    expect((await call('/v1/signups/unsubscriptions', { body: { token } })).status).toBe(200);
    expect((await call('/v1/signups/unsubscriptions', { body: { token } })).status).toBe(200);
    expect(await oneEvent('signup.unsubscribed', ofSignup)).toEqual({ signup: { type: 'newsletter', email: subscriber, locale: 'en-EU' }, via: 'page' });
  });
});
