import { env } from 'cloudflare:test';
import { registrationRequest } from '@site/api/fixtures';
import { describe, expect, it } from 'vitest';
import { maxAttempts } from '../src/rules/outbox';
import { call, drained, eventually, mailsTo, uniqueEmail } from './helpers';
import { deliver, fault, received, rowOf, sweep, unboundEvent, write } from './outbox';

// Issue 45: an outbox row's states only move forward, every UPDATE names the state (and the
// attempt) it expects, and its tries are counted across the queue's retries and the cron's sends.

const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
const setRow = (id: string, sql: string, ...values: unknown[]) => env.DB.prepare(`UPDATE outbox SET ${sql} WHERE id = ?`).bind(...values, id).run();

describe('the minute cron racing a consumer on one row', () => {
  it('takes over an attempt that looks stopped; the slow consumer finishing later moves nothing back, and no null goes out', async () => {
    const id = await write(unboundEvent());
    // The core holds the first delivery unanswered; this consumer waits 8 s for it.
    await fault({ timeout: true, id });
    const slow = deliver('site-core-events', id, { CORE_WEBHOOK_TIMEOUT_MS: '8000' });
    await eventually(() => rowOf(id), (row) => row?.status === 'sending');
    // To the cron it has been held for 20 minutes: an interrupted consumer.
    await setRow(id, 'updated_at = ?', minutesAgo(20));
    await sweep();
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'interrupted while sending' });
    // The next minutes' cron sends it again, through the real queue, which delivers it.
    await sweep(Date.now() + 3 * 60_000);
    const sent = await eventually(() => rowOf(id), (row) => row?.status === 'sent');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, payload: null });
    // Now the slow attempt times out: its retry finds its hold gone and changes nothing.
    expect(await slow).toEqual({ acked: true, retries: [] });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, payload: null, lastError: null });
    await sweep(Date.now() + 6 * 60_000);
    await drained('event');
    const deliveries = await received(id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.payload).toMatchObject({ type: 'device.unbound', data: { link: { reference: expect.stringMatching(/^ref-/) } } });
  });

  it('sends an overdue row once when the cron and its own message reach it at the same moment', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => write(unboundEvent(), { updatedAt: minutesAgo(4) })));
    for (const id of ids) await setRow(id, 'next_attempt_at = ?', minutesAgo(3));
    const answers = await Promise.all([sweep(), ...ids.map((id) => deliver('site-core-events', id))]);
    expect(answers.slice(1).every((answer) => answer && answer.acked)).toBe(true);
    await drained('event');
    for (const id of ids) {
      expect(await rowOf(id)).toMatchObject({ status: 'sent', payload: null });
      expect(await received(id), id).toHaveLength(1);
    }
  });

  it('never lets the cron touch a sent or failed row', async () => {
    const sent = await write(unboundEvent());
    expect(await deliver('site-core-events', sent)).toEqual({ acked: true, retries: [] });
    await setRow(sent, 'updated_at = ?, next_attempt_at = ?', minutesAgo(30), minutesAgo(30));
    const failed = await write(unboundEvent(), { status: 'failed', updatedAt: minutesAgo(30) });
    await sweep();
    await sweep(Date.now() + 20 * 60_000);
    expect(await rowOf(sent)).toMatchObject({ status: 'sent', payload: null, attempts: 1 });
    expect((await rowOf(failed))!.status).toBe('failed');
    expect(await received(failed)).toEqual([]);
  });
});

describe("a row's tries", () => {
  it('are counted across the queue and the cron: the last one fails the row with its reason, and nothing sends it after', async () => {
    const id = await write(unboundEvent());
    await setRow(id, 'attempts = ?', maxAttempts.event - 1);
    await fault({ status: 503, id });
    expect(await deliver('site-core-events', id)).toEqual({ acked: true, retries: [] });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: maxAttempts.event, lastError: `no more tries after ${maxAttempts.event} attempts; last: core answered 503` });

    // A row the cron finds overdue with its tries spent fails instead of going out again.
    const spent = await write(unboundEvent(), { updatedAt: minutesAgo(5) });
    await setRow(spent, "attempts = ?, last_error = 'core answered 500', next_attempt_at = ?", maxAttempts.event, minutesAgo(4));
    await sweep();
    expect(await rowOf(spent)).toMatchObject({ status: 'failed', lastError: `no more tries after ${maxAttempts.event} attempts; last: core answered 500` });
    // A message that still comes for either sends nothing.
    for (const row of [id, spent]) expect(await deliver('site-core-events', row)).toEqual({ acked: true, retries: [] });
    expect([...(await received(id)), ...(await received(spent))]).toEqual([]);
  });

  it('of a mail are capped the same way', async () => {
    const { oweMail } = await import('../src/outbox/mails');
    const id = await write(
      oweMail({ template: 'waitingList', to: uniqueEmail('cap'), locale: 'en-EU', firstName: null, unsubscribeUrl: 'https://site.test/u#t', oneClickUnsubscribeUrl: 'https://site.test/o?token=t' }),
    );
    await setRow(id, 'attempts = ?', maxAttempts.mail - 1);
    expect(await deliver('site-mail', id, { SMTP_URL: 'smtp://127.0.0.1:9' })).toEqual({ acked: true, retries: [] });
    expect((await rowOf(id))!.lastError).toMatch(new RegExp(`^no more tries after ${maxAttempts.mail} attempts; last: relay unreachable: `));
  });

  it('never send a row whose payload is gone', async () => {
    const id = await write(unboundEvent());
    await setRow(id, 'payload = NULL');
    expect(await deliver('site-core-events', id)).toEqual({ acked: true, retries: [] });
    expect(await received(id)).toEqual([]);
    expect((await rowOf(id))!.attempts).toBe(0);
    await setRow(id, "status = 'failed'");
  });
});

describe("a registration's verification mail", () => {
  it('is owed in the batch that stores the registration: when writing it fails, nothing is stored, and the next try mails', async () => {
    const email = uniqueEmail('atomic');
    // The mail's token cannot be written for this address (as if the Worker stopped there).
    await env.DB.prepare(
      `CREATE TRIGGER refuse_mail_token BEFORE INSERT ON mail_tokens WHEN NEW.registration_id IN (SELECT id FROM registrations WHERE email = '${email}') BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    ).run();
    const failed = await call('/v1/registrations', { body: registrationRequest(email) });
    expect(failed.status).toBe(500);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM registrations WHERE email = ?').bind(email).first()).toEqual({ n: 0 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE topic = 'registration.created' AND payload LIKE ?").bind(`%${email}%`).first()).toEqual({ n: 0 });
    await env.DB.prepare('DROP TRIGGER refuse_mail_token').run();
    expect((await call('/v1/registrations', { body: registrationRequest(email) })).status).toBe(201);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Please confirm your e-mail address for Evergreen']);
  });
});
