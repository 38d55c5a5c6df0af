import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, mailsTo, problemOf, tokenOf, uniqueEmail } from './helpers';

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  locale: 'enEU',
  firstName: 'Lea',
  lastName: 'Kurz',
  email,
  password: 'Green-Bank-7',
  acceptedNewsletter: false,
  consents: { termsAndConditions: true, privacy: true, marketing: false },
  ...extra,
});

describe('registration', () => {
  it('stores the registration with a hashed password and mails a verification link that verifies the address once', async () => {
    const email = uniqueEmail('reg');
    const response = await call('/v1/registrations', { body: registration(email, { code: 'PARTNER1' }) });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ firstName: 'Lea' });
    const row = await env.DB.prepare('SELECT password_hash, code, locale, email_verified_at FROM registrations WHERE email = ?').bind(email).first<Record<string, unknown>>();
    expect(row).toMatchObject({ code: 'PARTNER1', locale: 'en-EU', email_verified_at: null });
    expect(String(row!.password_hash)).toMatch(/^\$pbkdf2-sha256\$i=600000\$/);

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Please confirm your e-mail address for Evergreen');
    expect(mail!.source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const token = tokenOf(mail!.text, '/en-EU/account/email-verified/');
    expect((await call('/v1/email-verifications', { body: { hash: token } })).status).toBe(200);
    expect((await call('/v1/email-verifications', { body: { hash: token } })).status).toBe(409);
    const verified = await env.DB.prepare('SELECT email_verified_at FROM registrations WHERE email = ?').bind(email).first<{ email_verified_at: number }>();
    expect(verified!.email_verified_at).toBeGreaterThan(0);
  });

  it('answers a known address exactly like a new one and tells a verified owner by mail instead', async () => {
    const email = uniqueEmail('known');
    const first = await call('/v1/registrations', { body: registration(email, { locale: 'deDE' }) });
    const token = tokenOf((await mailsTo(email))[0]!.text, '/de-DE/account/email-verified/');
    expect((await call('/v1/email-verifications', { body: { hash: token } })).status).toBe(200);
    const second = await call('/v1/registrations', { body: registration(email.toUpperCase(), { firstName: 'Mallory' }) });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual({ firstName: 'Mallory' });
    const count = await env.DB.prepare('SELECT count(*) AS n FROM registrations WHERE email = ?').bind(email).first();
    expect(count).toEqual({ n: 1 });
    const subjects = (await mailsTo(email, 2)).map((m) => m.subject);
    expect(subjects).toEqual(['Bitte bestätige deine E-Mail-Adresse für Evergreen', 'Du hast schon ein Evergreen Konto']);
  });

  it('checks the §5 password rule, required names and the two required consents on the server', async () => {
    const response = await call('/v1/registrations', {
      body: registration(uniqueEmail('weak'), {
        password: 'password',
        firstName: '   ',
        consents: { termsAndConditions: false, privacy: true, marketing: true },
      }),
    });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'firstName', rule: 'required' },
      { field: 'password', rule: 'passwordRule' },
      { field: 'consents.termsAndConditions', rule: 'mustAccept' },
    ]);
  });

  it('names fields that break the contract: a long name, a bad web session id, an unknown locale', async () => {
    const response = await call('/v1/registrations', {
      body: registration(uniqueEmail('bad'), { lastName: 'x'.repeat(101), webSessionId: 'short', locale: 'frFR' }),
    });
    expect((await problemOf(response)).errors).toEqual([
      { field: 'locale', rule: 'format' },
      { field: 'webSessionId', rule: 'format' },
      { field: 'lastName', rule: 'tooLong' },
    ]);
  });
});
