import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, mailsTo, problemOf, tokenOf, uniqueEmail } from './helpers';

const signup = (type: string, body: Record<string, unknown>, extra: Parameters<typeof call>[1] = {}) =>
  call(`/v1/signups/${type}`, { body: { locale: 'en-EU', acceptedPrivacy: true, ...body }, ...extra });

async function rowsOf(email: string) {
  return (await env.DB.prepare('SELECT type, status, locale FROM signups WHERE email = ?').bind(email).all()).results;
}

describe('double opt-in', () => {
  it('stores a newsletter sign-up as pending and mails a confirmation link in its locale, with RFC 8058 headers', async () => {
    const email = uniqueEmail('news');
    const response = await signup('newsletter', { email, locale: 'de-DE', firstName: 'Jo' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ type: 'newsletter', next: 'CONFIRM_EMAIL' });
    expect(await rowsOf(email)).toEqual([{ type: 'newsletter', status: 'pending', locale: 'de-DE' }]);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Bitte bestätige deine Anmeldung: Evergreen Newsletter');
    expect(mail!.text).toContain('Hallo Jo,');
    expect(mail!.text).toMatch(/https:\/\/site\.test\/de-DE\/newsletter\/confirm\/#[A-Za-z0-9_-]{43}/);
    expect(mail!.text).toMatch(/https:\/\/site\.test\/de-DE\/newsletter\/unsubscribe\/#[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('<a href="https://site.test/de-DE/newsletter/confirm/#');
    expect(mail!.source).toMatch(/List-Unsubscribe:\s+<https:\/\/site\.test\/api\/v1\/signups\/unsubscriptions\/one-click\?token=[A-Za-z0-9_-]{43}>/);
    expect(mail!.source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('confirms with the mailed link once; the same link again says it is used', async () => {
    const email = uniqueEmail('confirm');
    await signup('crowdinvesting', { email });
    const token = tokenOf((await mailsTo(email))[0]!.text, '/en-EU/newsletter/confirm/');

    const first = await call('/v1/signups/confirmations', { body: { token } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ type: 'crowdinvesting', locale: 'en-EU', status: 'CONFIRMED' });
    expect(await rowsOf(email)).toEqual([{ type: 'crowdinvesting', status: 'confirmed', locale: 'en-EU' }]);

    const again = await call('/v1/signups/confirmations', { body: { token } });
    expect(again.status).toBe(409);
    expect((await problemOf(again)).code).toBe('LINK_ALREADY_USED');
  });

  it('refuses a confirmation link older than 48 hours, and an unknown one', async () => {
    const email = uniqueEmail('late');
    await signup('iou', { email });
    const token = tokenOf((await mailsTo(email))[0]!.text, '/en-EU/newsletter/confirm/');
    await env.DB.prepare("UPDATE mail_tokens SET created_at = created_at - 48 * 3600 * 1000 - 60000 WHERE purpose = 'confirm'").run();

    const late = await call('/v1/signups/confirmations', { body: { token } });
    expect(late.status).toBe(410);
    expect((await problemOf(late)).code).toBe('LINK_EXPIRED');
    expect(await rowsOf(email)).toEqual([{ type: 'iou', status: 'pending', locale: 'en-EU' }]);

    const unknown = await call('/v1/signups/confirmations', { body: { token: 'x'.repeat(43) } });
    expect((await problemOf(unknown)).code).toBe('LINK_INVALID');
  });

  it('joins the investing waiting list at once, with a mail that can unsubscribe', async () => {
    const email = uniqueEmail('invest');
    const response = await signup('investing', { email });
    expect(await response.json()).toEqual({ type: 'investing', next: 'WAITING_LIST_JOINED' });
    expect(await rowsOf(email)).toEqual([{ type: 'investing', status: 'confirmed', locale: 'en-EU' }]);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('You are on the Evergreen investing waiting list');
    expect(mail!.source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('unsubscribes with the page link and with the RFC 8058 one-click POST, and says so again when repeated', async () => {
    const email = uniqueEmail('unsub');
    await signup('newsletter', { email });
    const [mail] = await mailsTo(email);
    const token = tokenOf(mail!.text, '/en-EU/newsletter/unsubscribe/');

    const page = await call('/v1/signups/unsubscriptions', { body: { token } });
    expect(await page.json()).toEqual({ type: 'newsletter', locale: 'en-EU', status: 'UNSUBSCRIBED' });
    expect(await rowsOf(email)).toEqual([{ type: 'newsletter', status: 'unsubscribed', locale: 'en-EU' }]);

    const oneClick = await call(`/v1/signups/unsubscriptions/one-click?token=${token}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ type: 'newsletter', locale: 'en-EU', status: 'ALREADY_UNSUBSCRIBED' });
    const again = await call('/v1/signups/unsubscriptions', { body: { token } });
    expect(await again.json()).toEqual({ type: 'newsletter', locale: 'en-EU', status: 'ALREADY_UNSUBSCRIBED' });
    expect(await rowsOf(email)).toEqual([{ type: 'newsletter', status: 'unsubscribed', locale: 'en-EU' }]);

    const unknown = await call('/v1/signups/unsubscriptions', { body: { token: 'nope' } });
    expect(unknown.status).toBe(404);
  });

  it('keeps one row per address and list when the same address signs up twice, and never reveals a confirmed one', async () => {
    const email = uniqueEmail('twice');
    await signup('newsletter', { email });
    const token = tokenOf((await mailsTo(email))[0]!.text, '/en-EU/newsletter/confirm/');
    await call('/v1/signups/confirmations', { body: { token } });
    const again = await signup('newsletter', { email: email.toUpperCase() });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ type: 'newsletter', next: 'CONFIRM_EMAIL' });
    expect(await rowsOf(email)).toEqual([{ type: 'newsletter', status: 'confirmed', locale: 'en-EU' }]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers 400 naming the field for a privacy box not ticked, a bad address, a bad locale and an unknown type', async () => {
    const privacy = await signup('newsletter', { email: uniqueEmail('p'), acceptedPrivacy: false });
    expect((await problemOf(privacy)).errors).toEqual([{ field: 'acceptedPrivacy', rule: 'mustAccept' }]);

    const fields = await signup('newsletter', { email: 'not-an-address', locale: 'fr-FR' });
    expect(fields.status).toBe(400);
    expect((await problemOf(fields)).errors).toEqual([
      { field: 'email', rule: 'format' },
      { field: 'locale', rule: 'format' },
    ]);

    const missing = await call('/v1/signups/newsletter', { body: { locale: 'en-EU' } });
    expect((await problemOf(missing)).errors).toEqual([
      { field: 'email', rule: 'required' },
      { field: 'acceptedPrivacy', rule: 'required' },
    ]);

    const type = await signup('lottery', { email: uniqueEmail('t') });
    expect((await problemOf(type)).errors).toEqual([{ field: 'type', rule: 'format' }]);
  });
});
