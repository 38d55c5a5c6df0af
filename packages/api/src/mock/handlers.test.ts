import { createApiClient } from '../client';
import type { MockOptions } from './handlers';
import { setupApiMock } from './node';

// A fixed clock, so link ages are exact.
const now = new Date('2026-03-01T12:00:00Z');
const api = setupApiMock({ now: () => now, slowMs: 5 });
const client = createApiClient({ baseUrl: 'http://localhost/api', timeoutMs: 2000 });

beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => api.state.reset());
afterAll(() => api.server.close());

const consents = { termsAndConditions: true, privacy: true, marketing: false };
const partner = (hash: string, birthday = '1990-04-12', password = 'Secret123') =>
  client.completePartnerRegistration({ hash, password, birthday, consents });
const kind = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

describe('mock: link age', () => {
  it('accepts a partner link on its 90th day and expires it 90 days after it was issued', async () => {
    expect(kind(await partner('partner-89d-anna'))).toBe('ok');
    expect(kind(await partner('partner-90d-ben'))).toBe('linkExpired');
  });

  it('reads a creation date written as YYYYMMDD', async () => {
    expect(kind(await partner('partner-20251202-anna'))).toBe('ok'); // 89.5 days before
    expect(kind(await partner('partner-20251201-ben'))).toBe('linkExpired'); // 90.5 days before
  });

  it('uses each kind of link its own validity', async () => {
    expect(kind(await client.verifyEmail({ hash: 'verify-29d-anna' }))).toBe('ok');
    expect(kind(await client.verifyEmail({ hash: 'verify-31d-anna' }))).toBe('linkExpired');
  });

  it('calls a hash of another kind, a future date or an unknown holder invalid', async () => {
    expect(kind(await partner('reset-1d-anna'))).toBe('linkInvalid');
    expect(kind(await partner('partner-20270101-anna'))).toBe('linkInvalid');
    expect(kind(await partner('partner-1d-zoe'))).toBe('linkInvalid');
  });
});

describe('mock: used links', () => {
  it('answers already used the second time a link is used', async () => {
    expect(kind(await partner('partner-1d-anna'))).toBe('ok');
    expect(kind(await partner('partner-1d-anna'))).toBe('linkAlreadyUsed');
    expect(kind(await client.unbindDevice({ hash: 'unbind-1d-ben' }))).toBe('ok');
    expect(kind(await client.unbindDevice({ hash: 'unbind-1d-ben' }))).toBe('linkAlreadyUsed');
  });

  it('knows links that were used before the visit (magic word used)', async () => {
    expect(kind(await client.redeemReferral({ hash: 'referral-1d-anna-used' }))).toBe('linkAlreadyUsed');
  });

  it('does not use up a link on a failed attempt', async () => {
    expect(kind(await partner('partner-1d-anna', '1990-04-12', 'short'))).toBe('validation');
    expect(kind(await partner('partner-1d-anna'))).toBe('ok');
  });
});

describe('mock: link state and refusals', () => {
  it("answers a link's state as the API does, with magic words for used and blocked links", async () => {
    const state = async (hash: string, linkKind: 'partner' | 'reset' = 'partner') => {
      const result = await client.getLinkStatus({ hash, kind: linkKind });
      return result.ok ? result.data.state : result.error.kind;
    };
    expect(await state('partner-1d-anna')).toBe('VALID');
    expect(await state('partner-91d-anna')).toBe('EXPIRED');
    expect(await state('partner-1d-nobody')).toBe('EXPIRED');
    expect(await state('partner-1d-anna', 'reset')).toBe('EXPIRED');
    expect(await state('partner-1d-anna-used')).toBe('USED');
    expect(await state('partner-1d-anna-blocked')).toBe('BLOCKED');
    expect(await state('partner-1d-anna-limited')).toBe('rateLimited');
  });

  it('refuses a birthday out of range with a field error, and answers 429 and a Turnstile refusal for their magic words', async () => {
    const young = await partner('partner-1d-anna', '2020-01-01');
    expect(!young.ok && young.error.problem?.errors).toEqual([{ field: 'birthday', rule: 'birthdayRange' }]);
    const limited = await client.createRegistration({
      locale: 'enEU', firstName: 'Lea', lastName: 'Kurz', email: 'limited@example.com', password: 'Secret123', acceptedNewsletter: false, consents,
    });
    expect(!limited.ok && [limited.error.kind, limited.error.retryAfterSeconds]).toEqual(['rateLimited', 120]);
    const robot = await client.createSignup('newsletter', { email: 'robot@example.com', locale: 'en-EU', acceptedPrivacy: true });
    expect(kind(robot)).toBe('turnstileFailed');
  });
});

describe('mock: wrong birthdays', () => {
  it('blocks the link on the third wrong birthday, even for the right one after', async () => {
    const first = await partner('partner-1d-anna', '1990-01-01');
    expect(!first.ok && [first.error.kind, first.error.remainingAttempts]).toEqual(['birthdayMismatch', 2]);
    const second = await partner('partner-1d-anna', '1990-01-02');
    expect(!second.ok && [second.error.kind, second.error.remainingAttempts]).toEqual(['birthdayMismatch', 1]);
    expect(kind(await partner('partner-1d-anna', '1990-01-03'))).toBe('birthdayAttemptsExceeded');
    expect(kind(await partner('partner-1d-anna', '1990-04-12'))).toBe('birthdayAttemptsExceeded');
  });

  it('counts wrong birthdays per link', async () => {
    await partner('partner-1d-anna', '1990-01-01');
    await partner('partner-1d-anna', '1990-01-01');
    expect(kind(await client.resetPassword({ hash: 'reset-1d-anna', password: 'Secret123', birthday: '1990-04-12' }))).toBe('ok');
  });
});

describe('mock: reimbursement recipient', () => {
  const refund = (name: string, iban = 'DE89 3704 0044 0532 0130 00') =>
    client.requestReimbursement({ hash: 'refund-1d-ben', birthday: '1985-11-03', recipient: { iban, name } });

  it('accepts the account holder however the name is written', async () => {
    expect(kind(await refund('muller,  BEN'))).toBe('ok');
  });

  it('refuses anyone else', async () => {
    expect(kind(await refund('Anna Schmidt'))).toBe('recipientNotAccountHolder');
  });

  it('refuses an IBAN with a wrong check sum', async () => {
    const result = await refund('Ben Müller', 'DE89 3704 0044 0532 0130 01');
    expect(!result.ok && result.error.problem?.errors).toEqual([{ field: 'recipient.iban', rule: 'iban' }]);
  });
});

describe('mock: PSD2 authorization', () => {
  it('is pending for two polls and then authorized', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const result = await client.getPsd2AuthorizationStatus({ hash: 'psd2-0d-anna' });
      statuses.push(result.ok && result.data.status);
    }
    expect(statuses).toEqual(['PENDING', 'PENDING', 'AUTHORIZED']);
  });

  it('can stay pending or fail', async () => {
    for (let i = 0; i < 3; i += 1) await client.getPsd2AuthorizationStatus({ hash: 'psd2-0d-anna-pending' });
    const pending = await client.getPsd2AuthorizationStatus({ hash: 'psd2-0d-anna-pending' });
    expect(pending.ok && pending.data.status).toBe('PENDING');
    const failed = await client.getPsd2AuthorizationStatus({ hash: 'psd2-0d-anna-failed' });
    expect(failed.ok && failed.data.status).toBe('FAILED');
  });

  it('answers a hostile appUrl for the magic words phish and dataurl', async () => {
    const phish = await client.getPsd2AuthorizationStatus({ hash: 'psd2-0d-anna-phish' });
    expect(phish.ok && phish.data).toEqual({ status: 'PENDING', appUrl: 'https://evil.example/phish' });
    const data = await client.getPsd2AuthorizationStatus({ hash: 'psd2-0d-anna-dataurl' });
    expect(data.ok && data.data.appUrl).toMatch(/^data:text\/html,/);
  });
});

describe('mock: sign-ups and registration', () => {
  const signup = { email: 'ana@example.com', locale: 'en-EU', acceptedPrivacy: true } as const;

  it('puts investing on the waiting list and asks the others to confirm by e-mail', async () => {
    const investing = await client.createSignup('investing', signup);
    expect(investing.ok && investing.data.next).toBe('WAITING_LIST_JOINED');
    for (const type of ['newsletter', 'crowdinvesting', 'iou'] as const) {
      const result = await client.createSignup(type, signup);
      expect(result.ok && result.data.next).toBe('CONFIRM_EMAIL');
    }
  });

  it('refuses a sign-up without privacy consent and fails for the magic e-mail boom@', async () => {
    expect(kind(await client.createSignup('newsletter', { ...signup, acceptedPrivacy: false }))).toBe('validation');
    expect(kind(await client.createSignup('newsletter', { ...signup, email: 'boom@example.com' }))).toBe('server');
  });

  it('registers and greets by first name; refuses missing consents', async () => {
    const body = {
      locale: 'enEU',
      firstName: ' Ana ',
      lastName: 'Lima',
      email: 'ana@example.com',
      password: 'Secret123',
      acceptedNewsletter: false,
      consents,
    } as const;
    expect(await client.createRegistration(body)).toEqual({ ok: true, data: { firstName: 'Ana' } });
    const refused = await client.createRegistration({ ...body, consents: { ...consents, privacy: false } });
    expect(!refused.ok && refused.error.problem?.errors).toEqual([{ field: 'consents.privacy', rule: 'mustAccept' }]);
  });

  it('answers slow calls eventually', async () => {
    expect(kind(await client.createSignup('iou', { ...signup, email: 'slow@example.com' }))).toBe('ok');
  });
});

describe('mock: consent records', () => {
  const records: NonNullable<MockOptions['consentRecords']> = [];
  const consentApi = setupApiMock({ consentRecords: records });
  const base = 'http://localhost:9/api';
  const record = {
    consentId: 'V1StGXR8_Z5jdHi6B-myT',
    revision: 2,
    services: { CONTENTFUL: true, GOOGLE_ADS: false },
    gpc: true,
    locale: 'de-DE',
    source: 'footer',
    path: '/de-DE/jobs/',
  };
  const post = (body: unknown) =>
    fetch(`${base}/consent-records`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(() => {
    api.server.close();
    consentApi.server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    consentApi.server.close();
    api.server.listen({ onUnhandledRequest: 'error' });
  });

  it('keeps each posted record and lists them for tests', async () => {
    expect((await post(record)).status).toBe(201);
    expect(await (await fetch(`${base}/consent-records`)).json()).toEqual({ records: [record] });
  });

  it.each([
    ['an identifier beside the record', { ...record, userAgent: 'Mozilla/5.0' }],
    ['a missing field', { ...record, gpc: undefined }],
    ['a revision below 1', { ...record, revision: 0 }],
    ['an unknown source', { ...record, source: 'banner' }],
    ['a non-boolean service', { ...record, services: { CONTENTFUL: 'yes' } }],
  ])('refuses %s', async (_, body) => {
    const before = records.length;
    expect((await post(body)).status).toBe(400);
    expect(records).toHaveLength(before);
  });
});
