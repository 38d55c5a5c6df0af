import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { schedules } from '../src/rules/schedules.mjs';
import { call, problemOf } from './helpers';

const record = (consentId: string, extra: Record<string, unknown> = {}) => ({
  consentId,
  revision: 3,
  services: { GOOGLE_ANALYTICS: false, VIDEO: true },
  gpc: false,
  locale: 'de-DE',
  source: 'settings',
  path: '/de-DE/jobs/',
  ...extra,
});
const support = { Authorization: `Bearer ${env.SUPPORT_TOKEN}` };
const id = (n: number) => `consent_${String(n).padStart(13, '0')}`;

describe('consent records', () => {
  it('stores every choice and gives support all of a consent id, oldest first; 401 without or with a wrong token', async () => {
    expect((await call('/consent-records', { body: record(id(1)) })).status).toBe(201);
    expect((await call('/consent-records', { body: record(id(1), { services: { GOOGLE_ANALYTICS: true, VIDEO: true }, source: 'footer' }) })).status).toBe(201);

    const none = await call(`/consent-records/${id(1)}`);
    expect(none.status).toBe(401);
    expect((await problemOf(none)).code).toBe('UNAUTHORIZED');
    expect((await call(`/consent-records/${id(1)}`, { headers: { Authorization: 'Bearer guess' } })).status).toBe(401);

    const found = await call(`/consent-records/${id(1)}`, { headers: support });
    expect(found.status).toBe(200);
    const body = (await found.json()) as { consentId: string; records: { source: string; services: Record<string, boolean>; recordedAt: string }[] };
    expect(body.consentId).toBe(id(1));
    expect(body.records.map((r) => [r.source, r.services.GOOGLE_ANALYTICS])).toEqual([
      ['settings', false],
      ['footer', true],
    ]);
    expect(body.records[0]!.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await call(`/consent-records/${id(99)}`, { headers: support })).status).toBe(404);
  });

  it('refuses a record with any field the contract does not have (no identifiers), naming it', async () => {
    const response = await call('/consent-records', { body: record(id(2), { ip: '203.0.113.9' }) });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([{ field: 'ip', rule: 'format' }]);
    const badId = await call('/consent-records', { body: record('short') });
    expect((await problemOf(badId)).errors).toEqual([{ field: 'consentId', rule: 'format' }]);
  });

  it('keeps the table append-only: the database refuses an UPDATE', async () => {
    await call('/consent-records', { body: record(id(3)) });
    await expect(env.DB.prepare("UPDATE consent_records SET gpc = 1 WHERE consent_id = ?").bind(id(3)).run()).rejects.toThrow(/append-only/);
  });

  it('deletes records older than the retention in the cron run, configurable, default three years', async () => {
    const day = 24 * 60 * 60 * 1000;
    const insert = (consentId: string, ageDays: number) =>
      env.DB.prepare(
        "INSERT INTO consent_records (consent_id, revision, services, gpc, locale, source, path, recorded_at) VALUES (?, 1, '{}', 0, 'de-DE', 'summary', '/', ?)",
      )
        .bind(consentId, Date.now() - ageDays * day)
        .run();
    await insert(id(10), 1096);
    await insert(id(11), 1094);
    await insert(id(12), 40);

    const runCron = async (overrides: Record<string, string> = {}, cron: string = schedules.retention) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron }), { ...env, ...overrides }, ctx);
      await waitOnExecutionContext(ctx);
    };
    const left = async () =>
      (await env.DB.prepare('SELECT consent_id FROM consent_records WHERE consent_id IN (?, ?, ?) ORDER BY consent_id').bind(id(10), id(11), id(12)).all()).results.map(
        (r) => r.consent_id,
      );

    // A trigger the Worker does not know (one added in the dashboard, a typo) runs nothing.
    await runCron({}, '0 0 * * *');
    expect(await left()).toEqual([id(10), id(11), id(12)]);
    await runCron();
    expect(await left()).toEqual([id(11), id(12)]);
    await runCron({ CONSENT_RETENTION_DAYS: '30' });
    expect(await left()).toEqual([]);
  });

  it('deletes in the same cron run sign-ups left unconfirmed for 30 days, with their mail tokens, and keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    const insert = (id: string, status: string, ageDays: number) =>
      env.DB.batch([
        env.DB.prepare(
          "INSERT INTO signups (id, type, email, locale, status, created_at, updated_at) VALUES (?, 'newsletter', ?, 'en-EU', ?, ?, ?)",
        ).bind(id, `${id}@example.com`, status, Date.now() - ageDays * day, Date.now() - ageDays * day),
        env.DB.prepare("INSERT INTO mail_tokens (token_hash, purpose, signup_id, created_at) VALUES (?, 'confirm', ?, ?)").bind(`hash-${id}`, id, Date.now()),
      ]);
    await insert('stale', 'pending', 31);
    await insert('fresh', 'pending', 29);
    await insert('old-confirmed', 'confirmed', 400);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: schedules.retention }), env, ctx);
    await waitOnExecutionContext(ctx);
    const signups = (await env.DB.prepare('SELECT id FROM signups ORDER BY id').all()).results.map((r) => r.id);
    expect(signups).toEqual(['fresh', 'old-confirmed']);
    const tokens = (await env.DB.prepare('SELECT signup_id FROM mail_tokens ORDER BY signup_id').all()).results.map((r) => r.signup_id);
    expect(tokens).toEqual(['fresh', 'old-confirmed']);
  });
});
