import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { schedules } from '../src/rules/schedules.mjs';
import { anna, ben, call, freshIp, internalAuth, issueLink, mailsTo, problemOf, siteOrigin, tokenOf, uniqueEmail } from './helpers';

// Issue 36: what a probe of the running API with raw requests found, each answered here.

const strong = 'Sunny-Day-2026';
const consents = { termsAndConditions: true, privacy: true, marketing: false };
const iban = 'DE89 3704 0044 0532 0130 00';
const wrongBirthdays = ['1990-01-01', '1990-01-02', '1990-01-03', '1990-01-04', '1990-01-05', '1990-01-06', '1990-01-07', '1990-01-08', '1990-01-09'];

/** The three calls that check a birthday, each with the body a birthday makes. */
const birthdayCalls = {
  'password reset': { kind: 'reset', path: '/v1/password-resets', body: (birthday: string) => ({ password: strong, birthday }), success: 200 },
  'partner registration': {
    kind: 'partner',
    path: '/v1/partner-registrations',
    body: (birthday: string) => ({ password: strong, birthday, consents }),
    success: 201,
  },
  reimbursement: {
    kind: 'refund',
    path: '/v1/reimbursements',
    body: (birthday: string) => ({ recipient: { iban, name: 'Anna Schmidt' }, birthday }),
    success: 202,
  },
} as const;

async function linkRow(hash: string) {
  const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(hash)))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return env.DB.prepare('SELECT wrong_birthdays, used_at FROM links WHERE token_hash = ?').bind(digest).first<{ wrong_birthdays: number; used_at: number | null }>();
}

describe('1. the three-wrong-birthdays lock holds under a burst, and never tells the right birthday', () => {
  for (const [name, spec] of Object.entries(birthdayCalls)) {
    it(`${name}: 9 wrong birthdays and the right one at once count at most 3; the right one succeeds or is blocked`, async () => {
      for (let round = 0; round < 3; round++) {
        const hash = await issueLink({ kind: spec.kind });
        const birthdays = [...wrongBirthdays];
        // The right birthday early, in the middle and last.
        birthdays.splice([0, 4, 9][round]!, 0, anna.birthday);
        const answers = await Promise.all(birthdays.map((birthday) => call(spec.path, { body: { hash, ...spec.body(birthday) } })));
        const right = answers[birthdays.indexOf(anna.birthday)]!;
        expect([spec.success, 423]).toContain(right.status);
        const wrong = answers.filter((a) => a !== right).map((a) => a.status);
        for (const status of wrong) expect([422, 423, 409]).toContain(status);
        const row = await linkRow(hash);
        expect(row!.wrong_birthdays).toBeLessThanOrEqual(3);
        expect(row!.used_at !== null).toBe(right.status === spec.success);
      }
    });
  }

  it('a blocked link answers 423 to the right birthday too, and a refused recipient says nothing of the birthday', async () => {
    const hash = await issueLink({ kind: 'refund', wrongBirthdays: 3 });
    expect((await problemOf(await call('/v1/reimbursements', { body: { hash, ...birthdayCalls.reimbursement.body(anna.birthday) } }))).code).toBe(
      'BIRTHDAY_ATTEMPTS_EXCEEDED',
    );
    const open = await issueLink({ kind: 'refund' });
    for (const birthday of [anna.birthday, '1990-01-01']) {
      const answer = await call('/v1/reimbursements', { body: { hash: open, recipient: { iban, name: 'Ben Müller' }, birthday } });
      expect((await problemOf(answer)).code).toBe('RECIPIENT_NOT_ACCOUNT_HOLDER');
    }
    expect(await linkRow(open)).toEqual({ wrong_birthdays: 0, used_at: null });
  });
});

describe('2. visitor text never reaches a mail unchecked', () => {
  const registration = (extra: Record<string, unknown>) => ({
    locale: 'enEU',
    firstName: 'Lea',
    lastName: 'Kurz',
    email: uniqueEmail('text'),
    password: strong,
    acceptedNewsletter: false,
    consents,
    ...extra,
  });

  it('refuses a first name that carries a message or an address, with a field error, and sends no mail', async () => {
    for (const firstName of ['Anna. Your account is blocked, unlock it at https://evil.example/unlock now', 'evil.example', 'anna@evil.example', 'Anna2']) {
      const email = uniqueEmail('phish');
      const answer = await call('/v1/signups/newsletter', { body: { email, locale: 'en-EU', acceptedPrivacy: true, firstName } });
      expect(answer.status, firstName).toBe(400);
      expect((await problemOf(answer)).errors).toEqual([{ field: 'firstName', rule: 'name' }]);
      expect(await mailsTo(email, 0)).toEqual([]);
    }
  });

  it('refuses NUL, lone surrogates, bidi overrides, zero-width-only names and line breaks in the registration', async () => {
    const names = ['An\u0000na', 'An\uD800na', 'Anna\u202Eevil', '\u200B\u200B', 'Anna\r\nBcc: x'];
    for (const firstName of names) {
      const answer = await call('/v1/registrations', { body: registration({ firstName }) });
      expect(answer.status, JSON.stringify(firstName)).toBe(400);
      expect((await problemOf(answer)).errors![0]!.field).toBe('firstName');
    }
    const lastName = await call('/v1/registrations', { body: registration({ lastName: 'Kurz\u2066x' }) });
    expect((await problemOf(lastName)).errors).toEqual([{ field: 'lastName', rule: 'name' }]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM registrations WHERE first_name LIKE 'An%' AND email LIKE 'text.%'").first();
    expect(count).toEqual({ n: 0 });
  });

  it('counts a name in code points, as the forms do: 100 emoji are not a name, 101 letters are too long', async () => {
    expect((await problemOf(await call('/v1/registrations', { body: registration({ firstName: '😀'.repeat(100) }) }))).errors).toEqual([
      { field: 'firstName', rule: 'name' },
    ]);
    expect((await problemOf(await call('/v1/registrations', { body: registration({ firstName: 'é'.repeat(101) }) }))).errors).toEqual([
      { field: 'firstName', rule: 'tooLong' },
    ]);
  });

  it("takes the registration app's code format only, and plain text in every free-text field", async () => {
    for (const code of ['x'.repeat(65), 'a b', 'SUMMER\u0000', 'ünï']) {
      expect((await problemOf(await call('/v1/registrations', { body: registration({ code }) }))).errors, code).toEqual([{ field: 'code', rule: 'format' }]);
    }
    expect((await call('/v1/registrations', { body: registration({ code: 'PARTNER_2026-x' }) })).status).toBe(201);
    const hash = await call('/v1/device-unbinds', { body: { hash: 'unbind\u0000' } });
    expect((await problemOf(hash)).errors).toEqual([{ field: 'hash', rule: 'format' }]);
  });

  it('puts a name into the mail only where a name belongs, escaped for HTML', async () => {
    const email = uniqueEmail('escape');
    await call('/v1/signups/newsletter', { body: { email, locale: 'en-EU', acceptedPrivacy: true, firstName: "Seán O'Brien" } });
    const [mail] = await mailsTo(email);
    // The HTML part as sent (MailDev's `html` is re-serialised by its parser): quoted-printable, soft breaks joined.
    expect(mail!.source.replace(/=\r?\n/g, '')).toContain('<p>Hello Se=C3=A1n O&#39;Brien,</p>');
    expect(mail!.text.split('\n')[0]).toBe("Hello Seán O'Brien,");
  });
});

describe('4. a blank password is no password', () => {
  it('refuses seven spaces and a digit, and seven zero-width characters and a digit', async () => {
    for (const password of ['       1', '\u200B\u200B\u200B\u200B\u200B\u200B\u200B1']) {
      const hash = await issueLink({ kind: 'reset' });
      const answer = await call('/v1/password-resets', { body: { hash, password, birthday: anna.birthday } });
      expect((await problemOf(answer)).errors).toEqual([{ field: 'password', rule: 'passwordRule' }]);
    }
  });
});

describe('5. an opt-out cannot be erased', () => {
  const runCron = async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: schedules.retention }), env, ctx);
    await waitOnExecutionContext(ctx);
  };
  const events = async (email: string) =>
    (await env.DB.prepare('SELECT event, page FROM signup_events WHERE email = ? ORDER BY id').bind(email).all()).results;

  it('keeps requested, confirmed and unsubscribed, with their pages, through a new sign-up and the 30-day cron', async () => {
    const email = uniqueEmail('optout');
    await call('/v1/signups/newsletter', { body: { email, locale: 'de-DE', acceptedPrivacy: true, page: '/de-DE/magazine/' } });
    const [first] = await mailsTo(email);
    await call('/v1/signups/confirmations', { body: { token: tokenOf(first!.text, '/de-DE/newsletter/confirm/') } });
    const unsubscribe = tokenOf(first!.text, '/de-DE/newsletter/unsubscribe/');
    await call('/v1/signups/unsubscriptions', { body: { token: unsubscribe } });
    // The same address signs up again: a new double opt-in, beside the history.
    await call('/v1/signups/newsletter', { body: { email, locale: 'de-DE', acceptedPrivacy: true, page: '/de-DE/newsletter/' } });
    expect(await events(email)).toEqual([
      { event: 'requested', page: '/de-DE/magazine/' },
      { event: 'confirmed', page: '/de-DE/newsletter/confirm/' },
      { event: 'unsubscribed', page: '/de-DE/newsletter/unsubscribe/' },
      { event: 'requested', page: '/de-DE/newsletter/' },
    ]);
    // The new sign-up is never confirmed: 31 days later the cron forgets it, not its history.
    await env.DB.prepare('UPDATE signups SET updated_at = updated_at - 31 * 86400000 WHERE email = ?').bind(email).run();
    await runCron();
    expect((await env.DB.prepare('SELECT count(*) AS n FROM signups WHERE email = ?').bind(email).first())).toEqual({ n: 0 });
    expect(await events(email)).toHaveLength(4);
    await expect(env.DB.prepare("UPDATE signup_events SET event = 'confirmed' WHERE email = ?").bind(email).run()).rejects.toThrow(/append-only/);
  });

  it('records a one-click unsubscribe once, and deletes a history three years after its last event unless subscribed', async () => {
    const email = uniqueEmail('oneclick');
    await call('/v1/signups/iou', { body: { email, locale: 'en-EU', acceptedPrivacy: true } });
    const token = tokenOf((await mailsTo(email))[0]!.text, '/en-EU/newsletter/unsubscribe/');
    const oneClick = () =>
      call(`/v1/signups/unsubscriptions/one-click?token=${token}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await oneClick();
    await oneClick();
    expect(await events(email)).toEqual([
      { event: 'requested', page: null },
      { event: 'unsubscribed', page: 'one-click' },
    ]);
    const old = Date.now() - (3 * 365 + 1) * 86400000;
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM signup_events WHERE email = ?').bind(email).first();
    expect(stored).toEqual({ n: 2 });
    // Rewriting history is what the trigger forbids; an old history is made by inserting it so.
    const kept = uniqueEmail('subscribed');
    await env.DB.batch([
      env.DB.prepare("INSERT INTO signup_events (type, email, event, locale, at) VALUES ('iou', ?, 'requested', 'en-EU', ?)").bind(`old-${email}`, old),
      env.DB.prepare("INSERT INTO signup_events (type, email, event, locale, at) VALUES ('iou', ?, 'requested', 'en-EU', ?)").bind(kept, old),
      env.DB.prepare("INSERT INTO signups (id, type, email, locale, status, created_at, updated_at) VALUES (?, 'iou', ?, 'en-EU', 'confirmed', ?, ?)").bind(crypto.randomUUID(), kept, old, old),
    ]);
    await runCron();
    const left = await env.DB.prepare('SELECT email FROM signup_events WHERE email IN (?, ?, ?)').bind(`old-${email}`, kept, email).all();
    expect(left.results.map((r) => r.email).sort()).toEqual([email, email, kept].sort());
  });
});

describe('6. the internal endpoint is not public', () => {
  it('answers 404 below the sites’ /api, and only at the Worker’s internal host', async () => {
    const body = { kind: 'reset', locale: 'en-EU', holder: anna };
    const below = await call('/api/internal/links', { origin: siteOrigin, body, headers: internalAuth });
    expect(below.status).toBe(404);
    expect((await problemOf(below)).code).toBe('NOT_FOUND');
    expect((await call('/internal/links', { body, headers: internalAuth })).status).toBe(201);
  });
});

describe("7. the API's answers carry the security headers", () => {
  it('on a success, a problem, a server error and the root redirect', async () => {
    const answers = [
      await call('/api/openapi.json'),
      await call('/api/v1/signups/newsletter', { body: {} }),
      await call('/api/v1/nothing'),
      await call('/', { headers: { 'Accept-Language': 'de' } }),
      await call('/internal/links', { body: {} }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('X-Content-Type-Options'), String(answer.status)).toBe('nosniff');
      expect(answer.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer');
      const csp = new Set((answer.headers.get('Content-Security-Policy') ?? '').split(';').map((d) => d.trim()));
      expect(csp).toEqual(new Set(["default-src 'none'", "frame-ancestors 'none'"]));
    }
  });
});

describe('8. limits that cannot be stepped around', () => {
  it('counts sub-addresses as their mailbox', async () => {
    const [local, domain] = uniqueEmail('plus').split('@');
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await call('/v1/signups/newsletter', { body: { email: `${local}+${i}@${domain}`, locale: 'en-EU', acceptedPrivacy: true } })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('gives each GET route its own budget: 61 document fetches leave the support lookup open', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await call('/openapi.json', { ip })).status);
    expect(statuses.at(-1)).toBe(429);
    const lookup = await call('/consent-records/consent_0000000000000', { ip, headers: { Authorization: `Bearer ${env.SUPPORT_TOKEN}` } });
    expect(lookup.status).toBe(404);
  });

  it("takes only the registry's service keys and a path of the sites in a consent record", async () => {
    const record = { consentId: 'harden_consent_000001', revision: 1, services: { CONTENTFUL: true }, gpc: false, locale: 'en-EU', source: 'summary', path: '/en-EU/' };
    expect((await call('/consent-records', { body: record })).status).toBe(201);
    expect((await call('/consent-records', { body: { ...record, path: '/deDE/error' } })).status).toBe(201);
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`KEY_${i}`, true]));
    expect((await problemOf(await call('/consent-records', { body: { ...record, services: many } }))).errors![0]).toMatchObject({ rule: 'format' });
    expect((await call('/consent-records', { body: { ...record, services: { 'CONTENTFUL\u0000': true } } })).status).toBe(400);
    for (const path of ['//evil.example/x', '/evil.example', 'https://evil.example/', '/en-EU//x', '/en-EU/\\x']) {
      expect((await problemOf(await call('/consent-records', { body: { ...record, path } }))).errors, path).toEqual([{ field: 'path', rule: 'format' }]);
    }
  });
});

describe('9. an address a relay refuses is refused first', () => {
  it.each(['.a@example.com', 'a.@example.com', 'a..b@example.com'])('%s', async (email) => {
    const answer = await call('/v1/signups/newsletter', { body: { email, locale: 'en-EU', acceptedPrivacy: true } });
    expect((await problemOf(answer)).errors).toEqual([{ field: 'email', rule: 'format' }]);
  });
});

describe('10. a registration whose verification mail never came can still be verified', () => {
  const registration = (email: string) => ({ locale: 'enEU', firstName: 'Ida', lastName: 'Lind', email, password: strong, acceptedNewsletter: false, consents });

  it('registering again while unverified sends a fresh link, not "you already have an account"', async () => {
    const email = uniqueEmail('again');
    await call('/v1/registrations', { body: registration(email) });
    expect(await mailsTo(email)).toHaveLength(1);
    const again = await call('/v1/registrations', { body: registration(email) });
    expect(again.status).toBe(201);
    const mails = await mailsTo(email, 2);
    expect(mails.map((m) => m.subject)).toEqual(['Please confirm your e-mail address for Evergreen', 'Please confirm your e-mail address for Evergreen']);
    expect((await call('/v1/email-verifications', { body: { hash: tokenOf(mails[1]!.text, '/en-EU/account/email-verified/') } })).status).toBe(200);
  });

  it('"send the link again" from an expired link mails a new one, and answers the same for any other hash', async () => {
    const email = uniqueEmail('resend');
    await call('/v1/registrations', { body: registration(email) });
    const old = tokenOf((await mailsTo(email))[0]!.text, '/en-EU/account/email-verified/');
    await env.DB.prepare("UPDATE links SET created_at = created_at - 31 * 86400000 WHERE kind = 'verify' AND registration_id = (SELECT id FROM registrations WHERE email = ?)").bind(email).run();
    expect((await problemOf(await call('/v1/email-verifications', { body: { hash: old } }))).code).toBe('LINK_EXPIRED');
    const resend = await call('/v1/email-verifications/resends', { body: { hash: old } });
    expect(resend.status).toBe(202);
    expect(await resend.json()).toEqual({ status: 'DONE' });
    const mails = await mailsTo(email, 2);
    expect(mails).toHaveLength(2);
    expect((await call('/v1/email-verifications', { body: { hash: tokenOf(mails[1]!.text, '/en-EU/account/email-verified/') } })).status).toBe(200);
    // Verified now: a resend sends nothing; an unknown or other link answers the same.
    for (const hash of [old, 'no-such-link', await issueLink({ kind: 'reset', holder: ben })]) {
      const answer = await call('/v1/email-verifications/resends', { body: { hash } });
      expect(answer.status).toBe(202);
    }
    expect(await mailsTo(email)).toHaveLength(2);
  });
});
