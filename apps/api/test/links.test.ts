import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { anna, ben, call, coreEventsWhere, internalAuth, issueLink, issueLinkWithId, problemOf } from './helpers';

const strong = 'Sunny-Day-2026';
/** A minute, in days. */
const minute = 1 / (24 * 60);
const consents = { termsAndConditions: true, privacy: true, marketing: false };

describe('partner registration links (SPEC §9)', () => {
  it('works until exactly 90 days after it was issued: the minute before, not the minute after', async () => {
    const lastMinute = await issueLink({ kind: 'partner', ageDays: 90 - minute });
    const ok = await call('/v1/partner-registrations', { body: { hash: lastMinute, password: strong, birthday: anna.birthday, consents } });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ status: 'DONE' });

    const old = await issueLink({ kind: 'partner', ageDays: 90 + minute });
    const expired = await call('/v1/partner-registrations', { body: { hash: old, password: strong, birthday: anna.birthday, consents } });
    expect(expired.status).toBe(410);
    expect((await problemOf(expired)).code).toBe('LINK_EXPIRED');
  });

  it('counts wrong birthdays in the database: two mismatches, the third blocks, and the right birthday after stays blocked', async () => {
    const hash = await issueLink({ kind: 'partner' });
    const attempt = (birthday: string) => call('/v1/partner-registrations', { body: { hash, password: strong, birthday, consents } });

    const first = await problemOf(await attempt('1990-04-13'));
    expect(first).toMatchObject({ code: 'BIRTHDAY_MISMATCH', status: 422, remainingAttempts: 2 });
    expect((await problemOf(await attempt('1991-04-12'))).remainingAttempts).toBe(1);
    const third = await attempt('1990-12-04');
    expect(third.status).toBe(423);
    expect((await problemOf(third)).code).toBe('BIRTHDAY_ATTEMPTS_EXCEEDED');
    // A new tab or device is a new request: the count lives in D1, so the link stays blocked.
    const right = await attempt(anna.birthday);
    expect((await problemOf(right)).code).toBe('BIRTHDAY_ATTEMPTS_EXCEEDED');
    const row = await env.DB.prepare('SELECT wrong_birthdays, used_at FROM links WHERE kind = ? AND wrong_birthdays > 0').bind('partner').first();
    expect(row).toEqual({ wrong_birthdays: 3, used_at: null });
  });

  it('is single use: a second registration answers LINK_ALREADY_USED', async () => {
    const hash = await issueLink({ kind: 'partner' });
    const body = { hash, password: strong, birthday: anna.birthday, consents };
    expect((await call('/v1/partner-registrations', { body })).status).toBe(201);
    const again = await call('/v1/partner-registrations', { body });
    expect(again.status).toBe(409);
    expect((await problemOf(again)).code).toBe('LINK_ALREADY_USED');
  });

  it('checks the §5 password rule and the required consents on the server, naming the fields', async () => {
    const hash = await issueLink({ kind: 'partner' });
    const weak = await call('/v1/partner-registrations', {
      body: { hash, password: 'alllowercase', birthday: anna.birthday, consents: { ...consents, privacy: false } },
    });
    expect(weak.status).toBe(400);
    expect((await problemOf(weak)).errors).toEqual([
      { field: 'password', rule: 'passwordRule' },
      { field: 'consents.privacy', rule: 'mustAccept' },
    ]);
    const short = await call('/v1/partner-registrations', { body: { hash, password: 'Ab1!', birthday: anna.birthday, consents } });
    expect((await problemOf(short)).errors).toEqual([{ field: 'password', rule: 'passwordRule' }]);
    const badDate = await call('/v1/partner-registrations', { body: { hash, password: strong, birthday: '12.04.1990', consents } });
    expect((await problemOf(badDate)).errors).toEqual([{ field: 'birthday', rule: 'format' }]);
  });

  it('stores the new password only as a PBKDF2-SHA256 hash with 600,000 iterations, and the token only as its SHA-256', async () => {
    const token = await issueLink({ kind: 'partner' });
    await call('/v1/partner-registrations', { body: { hash: token, password: strong, birthday: anna.birthday, consents } });
    const account = await env.DB.prepare('SELECT password_hash FROM partner_accounts').first<{ password_hash: string }>();
    expect(account!.password_hash).toMatch(/^\$pbkdf2-sha256\$i=600000\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(account!.password_hash).not.toContain(strong);
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    const stored = await env.DB.prepare('SELECT token_hash FROM links WHERE token_hash = ?').bind(digest).first();
    expect(stored).toEqual({ token_hash: digest });
    const plain = await env.DB.prepare("SELECT count(*) AS n FROM links WHERE token_hash = ? OR id = ?").bind(token, token).first();
    expect(plain).toEqual({ n: 0 });
  });

  it('answers LINK_INVALID for an unknown token and for a token of another kind', async () => {
    const reset = await issueLink({ kind: 'reset' });
    for (const hash of ['no-such-link', reset]) {
      const response = await call('/v1/partner-registrations', { body: { hash, password: strong, birthday: anna.birthday, consents } });
      expect(response.status).toBe(404);
      expect((await problemOf(response)).code).toBe('LINK_INVALID');
    }
  });
});

describe('password reset', () => {
  it('saves the password once within 7 days; a minute later it has expired', async () => {
    const hash = await issueLink({ kind: 'reset', ageDays: 7 - minute });
    const ok = await call('/v1/password-resets', { body: { hash, password: strong, birthday: anna.birthday } });
    expect(ok.status).toBe(200);
    expect((await call('/v1/password-resets', { body: { hash, password: strong, birthday: anna.birthday } })).status).toBe(409);
    const old = await issueLink({ kind: 'reset', ageDays: 7 + minute });
    expect((await problemOf(await call('/v1/password-resets', { body: { hash: old, password: strong, birthday: anna.birthday } }))).code).toBe(
      'LINK_EXPIRED',
    );
  });

  it('refuses a weak password with passwordRule', async () => {
    const hash = await issueLink({ kind: 'reset' });
    const response = await call('/v1/password-resets', { body: { hash, password: '12345678', birthday: anna.birthday } });
    expect((await problemOf(response)).errors).toEqual([{ field: 'password', rule: 'passwordRule' }]);
  });
});

describe('reimbursement', () => {
  const iban = 'DE89 3704 0044 0532 0130 00';

  it('pays only the account holder: names compare without case, accents, order or commas', async () => {
    const other = await issueLink({ kind: 'refund', holder: ben });
    const refused = await call('/v1/reimbursements', { body: { hash: other, recipient: { iban, name: 'Anna Schmidt' }, birthday: ben.birthday } });
    expect(refused.status).toBe(422);
    expect((await problemOf(refused)).code).toBe('RECIPIENT_NOT_ACCOUNT_HOLDER');

    const accepted = await call('/v1/reimbursements', { body: { hash: other, recipient: { iban, name: 'mueller ben' }, birthday: ben.birthday } });
    expect(accepted.status).toBe(422);
    const holder = await call('/v1/reimbursements', { body: { hash: other, recipient: { iban, name: 'müller, BEN' }, birthday: ben.birthday } });
    expect(holder.status).toBe(202);
    const saved = await env.DB.prepare('SELECT iban, recipient_name FROM reimbursements').first();
    expect(saved).toEqual({ iban: 'DE89370400440532013000', recipient_name: 'müller, BEN' });
  });

  it('names an invalid IBAN and counts a wrong birthday', async () => {
    const hash = await issueLink({ kind: 'refund', holder: ben });
    const bad = await call('/v1/reimbursements', { body: { hash, recipient: { iban: 'DE00 1234', name: 'Ben Müller' }, birthday: ben.birthday } });
    expect((await problemOf(bad)).errors).toEqual([{ field: 'recipient.iban', rule: 'iban' }]);
    const wrong = await call('/v1/reimbursements', { body: { hash, recipient: { iban, name: 'Ben Müller' }, birthday: '1985-11-04' } });
    expect((await problemOf(wrong)).remainingAttempts).toBe(2);
  });
});

describe('links without a birthday', () => {
  it('redeems a referral once and answers its code', async () => {
    const hash = await issueLink({ kind: 'referral', referralCode: 'ANNA-42' });
    const first = await call('/v1/referral-redemptions', { body: { hash } });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ referralCode: 'ANNA-42' });
    expect((await problemOf(await call('/v1/referral-redemptions', { body: { hash } }))).code).toBe('LINK_ALREADY_USED');
  });

  it('unbinds a device and verifies an e-mail address once each; a link issued as used answers LINK_ALREADY_USED', async () => {
    const unbind = await issueLink({ kind: 'unbind' });
    expect((await call('/v1/device-unbinds', { body: { hash: unbind } })).status).toBe(200);
    expect((await call('/v1/device-unbinds', { body: { hash: unbind } })).status).toBe(409);
    const verify = await issueLink({ kind: 'verify', used: true });
    expect((await problemOf(await call('/v1/email-verifications', { body: { hash: verify } }))).code).toBe('LINK_ALREADY_USED');
    const expired = await issueLink({ kind: 'verify', ageDays: 31 });
    expect((await call('/v1/email-verifications', { body: { hash: expired } })).status).toBe(410);
  });

  it('answers PSD2 PENDING until the core system reports the release, with the app deep link; FAILED and a stored appUrl as issued', async () => {
    const { token: hash, id } = await issueLinkWithId({ kind: 'psd2', psd2: { status: 'PENDING' } }, { reference: 'core-psd2-1' });
    const poll = async () => (await (await call('/v1/psd2-authorizations/status', { body: { hash } })).json()) as { status: string; appUrl: string };
    expect(await poll()).toEqual({ status: 'PENDING', appUrl: `https://app.evergreen.example/psd2?hash=${encodeURIComponent(hash)}` });
    expect((await poll()).status).toBe('PENDING');
    // The first poll told the core system, once, that the release is asked for.
    const opened = await coreEventsWhere((e) => e.type === 'psd2_authorization.opened' && (e.payload.data.link as { id: string }).id === id);
    expect(opened.map((e) => e.payload.data)).toEqual([{ link: { id, reference: 'core-psd2-1' } }]);

    const release = (status: string, token = internalAuth) => call(`/internal/links/${id}/psd2`, { method: 'PUT', body: { status }, headers: token });
    expect((await release('AUTHORIZED', { Authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await release('DONE')).status).toBe(400);
    expect((await call('/internal/links/no-such-link/psd2', { method: 'PUT', body: { status: 'AUTHORIZED' }, headers: internalAuth })).status).toBe(404);
    const released = await release('AUTHORIZED');
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ id, status: 'AUTHORIZED' });
    expect((await poll()).status).toBe('AUTHORIZED');
    expect(await coreEventsWhere((e) => e.type === 'psd2_authorization.opened' && (e.payload.data.link as { id: string }).id === id, 2, { timeoutMs: 2000, orFewer: true })).toHaveLength(1);

    const failed = await issueLink({ kind: 'psd2', psd2: { status: 'FAILED' } });
    expect(await (await call('/v1/psd2-authorizations/status', { body: { hash: failed } })).json()).toMatchObject({ status: 'FAILED' });
    const old = await issueLink({ kind: 'psd2', ageDays: 2, psd2: { status: 'PENDING' } });
    expect((await call('/v1/psd2-authorizations/status', { body: { hash: old } })).status).toBe(410);
  });
});

describe('the internal endpoint', () => {
  it('answers 401 without the secret or with a wrong one, before it reads the body', async () => {
    const none = await call('/internal/links', { body: {} });
    expect(none.status).toBe(401);
    expect((await problemOf(none)).code).toBe('UNAUTHORIZED');
    const wrong = await call('/internal/links', { body: { kind: 'partner' }, headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('needs a birthday for the links that ask for one, and refuses a token that exists', async () => {
    const auth = { Authorization: `Bearer ${env.INTERNAL_LINK_SECRET}` };
    const noBirthday = await call('/internal/links', { body: { kind: 'reset', locale: 'de-DE', holder: { firstName: 'A', lastName: 'B' } }, headers: auth });
    expect((await problemOf(noBirthday)).errors).toEqual([{ field: 'holder.birthday', rule: 'required' }]);
    await issueLink({ kind: 'reset', token: 'reset-fixed-token' });
    const again = await call('/internal/links', { body: { kind: 'reset', token: 'reset-fixed-token', locale: 'de-DE', holder: anna }, headers: auth });
    expect(again.status).toBe(409);
  });

  it('answers the page URL of the link in its locale', async () => {
    const response = await call('/internal/links', {
      body: { kind: 'reset', locale: 'de-DE', holder: anna, token: 'reset-url-token' },
      headers: { Authorization: `Bearer ${env.INTERNAL_LINK_SECRET}` },
    });
    expect(await response.json()).toMatchObject({ url: 'https://site.test/de-DE/account/password-reset/#reset-url-token', kind: 'reset' });
  });
});
