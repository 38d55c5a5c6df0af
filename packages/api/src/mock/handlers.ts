import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { isValidIBAN, electronicFormatIBAN } from 'ibantools';
import type { components } from '../generated/schema';
import { accountHolders, hostileAppUrls, maxBirthdayAttempts, psd2PendingPolls, type MagicWord } from './fixtures';
import { isExpired, magicOfEmail, parseLinkHash, type LinkHash } from './linkHash';
import { createMockState, type MockState } from './state';
import { isValidPassword, nameKey } from '@site/validation';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];
type FieldError = Schemas['FieldError'];

export interface MockOptions {
  state?: MockState;
  /** The mock's clock; link ages are measured from it. */
  now?: () => Date;
  /** How long the magic word `slow` delays an answer. */
  slowMs?: number;
  /** Start of the app deep link the PSD2 status answers with (the app's release screen). */
  appLinkBase?: string;
  /** Where posted consent records are kept (the mock answers `GET {base}/consent-records` with them). */
  consentRecords?: ConsentRecord[];
}

type ConsentRecord = Schemas['ConsentRecord'];
const consentRecordKeys = ['consentId', 'revision', 'services', 'gpc', 'locale', 'source', 'path'];

/** The contract's ConsentRecord, exactly: nothing missing and nothing else (no identifiers). */
function isConsentRecord(body: Record<string, unknown>): body is ConsentRecord {
  const services = body.services;
  return (
    Object.keys(body).length === consentRecordKeys.length &&
    consentRecordKeys.every((key) => key in body) &&
    typeof body.consentId === 'string' &&
    /^[A-Za-z0-9_-]{21}$/.test(body.consentId) &&
    Number.isInteger(body.revision) &&
    (body.revision as number) >= 1 &&
    isObject(services) &&
    Object.values(services).every((v) => typeof v === 'boolean') &&
    typeof body.gpc === 'boolean' &&
    (body.locale === 'de-DE' || body.locale === 'en-EU') &&
    (body.source === 'summary' || body.source === 'settings' || body.source === 'footer') &&
    typeof body.path === 'string' &&
    body.path.startsWith('/')
  );
}

/** The codes the mock answers with (the real API has more: rate limits, Turnstile, routing). */
const titles = {
  VALIDATION_ERROR: [400, 'A field is not valid.'],
  LINK_INVALID: [404, 'There is no such link.'],
  LINK_ALREADY_USED: [409, 'This link was already used.'],
  LINK_EXPIRED: [410, 'This link has expired.'],
  BIRTHDAY_MISMATCH: [422, 'The birthday does not match.'],
  RECIPIENT_NOT_ACCOUNT_HOLDER: [422, 'The recipient is not the account holder.'],
  BIRTHDAY_ATTEMPTS_EXCEEDED: [423, 'Too many wrong birthdays; the link is blocked.'],
  SERVER_ERROR: [500, 'The server could not handle the request.'],
} satisfies Partial<Record<Problem['code'], [number, string]>>;

function problem(code: keyof typeof titles, extra: Partial<Problem> = {}) {
  const [status, title] = titles[code];
  const body: Problem = { type: `urn:problem:${code.toLowerCase()}`, title, status, code, ...extra };
  return HttpResponse.json(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isIsoDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isEmail = (v: unknown): v is string => typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254;

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return isObject(body) ? body : {};
  } catch {
    return {};
  }
}

function consentErrors(consents: unknown): FieldError[] {
  const c = isObject(consents) ? consents : {};
  return [
    ...(c.termsAndConditions === true ? [] : [{ field: 'consents.termsAndConditions', rule: 'mustAccept' } as const]),
    ...(c.privacy === true ? [] : [{ field: 'consents.privacy', rule: 'mustAccept' } as const]),
  ];
}

function passwordErrors(password: unknown): FieldError[] {
  if (typeof password !== 'string' || password === '') return [{ field: 'password', rule: 'required' }];
  return isValidPassword(password) ? [] : [{ field: 'password', rule: 'passwordRule' }];
}

function birthdayErrors(birthday: unknown): FieldError[] {
  return isIsoDate(birthday) ? [] : [{ field: 'birthday', rule: 'format' }];
}


/** Answers for the magic words every call knows; undefined when the call should go on. */
async function misbehave(magic: MagicWord | undefined, slowMs: number) {
  if (magic === 'boom') return problem('SERVER_ERROR');
  if (magic === 'garbled') {
    return new HttpResponse('<!doctype html><title>Bad gateway</title>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    });
  }
  if (magic === 'hang') {
    await delay('infinite');
  }
  if (magic === 'slow') await delay(slowMs);
  return undefined;
}

export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  const state = options.state ?? createMockState();
  const now = options.now ?? (() => new Date());
  const slowMs = options.slowMs ?? 1500;
  // A universal link of the app's default origin (APP_LINK_ORIGINS in @site/config).
  const appLinkBase = options.appLinkBase ?? 'https://app.evergreen.example/psd2';
  const consentRecords = options.consentRecords ?? [];

  /**
   * The checks every link call makes, in the order a backend would: the link exists, the mock's
   * magic, not expired, not used before, not blocked by wrong birthdays.
   */
  async function openLink(
    hash: unknown,
    purpose: LinkHash['purpose'],
  ): Promise<{ link: LinkHash; hash: string } | { response: Response }> {
    const link = typeof hash === 'string' ? parseLinkHash(hash, now()) : undefined;
    if (!link || link.purpose !== purpose || typeof hash !== 'string') return { response: problem('LINK_INVALID') };
    const odd = await misbehave(link.magic, slowMs);
    if (odd) return { response: odd };
    if (isExpired(link, now())) return { response: problem('LINK_EXPIRED') };
    const linkState = state.get(hash);
    if (linkState.used || link.magic === 'used') return { response: problem('LINK_ALREADY_USED') };
    if (linkState.wrongBirthdays >= maxBirthdayAttempts) return { response: problem('BIRTHDAY_ATTEMPTS_EXCEEDED') };
    return { link, hash };
  }

  /** Counts a wrong birthday; the third one blocks the link. */
  function checkBirthday(hash: string, link: LinkHash, birthday: string): Response | undefined {
    if (accountHolders[link.holder].birthday === birthday) return undefined;
    const { wrongBirthdays } = state.update(hash, { wrongBirthdays: state.get(hash).wrongBirthdays + 1 });
    if (wrongBirthdays >= maxBirthdayAttempts) return problem('BIRTHDAY_ATTEMPTS_EXCEEDED');
    return problem('BIRTHDAY_MISMATCH', { remainingAttempts: maxBirthdayAttempts - wrongBirthdays });
  }

  const done = (status = 200) => HttpResponse.json({ status: 'DONE' as const }, { status });

  /** A link call that needs nothing but the hash. */
  const simpleLink = (path: string, purpose: LinkHash['purpose'], answer: () => Response) =>
    http.post(path, async ({ request }) => {
      const body = await readJson(request);
      const opened = await openLink(body.hash, purpose);
      if ('response' in opened) return opened.response;
      state.update(opened.hash, { used: true });
      return answer();
    });

  return [
    http.post('*/consent-records', async ({ request }) => {
      const body = await readJson(request);
      if (!isConsentRecord(body)) {
        return problem('VALIDATION_ERROR', { errors: [{ field: 'body', rule: 'format' }] });
      }
      consentRecords.push(body);
      return new HttpResponse(null, { status: 201 });
    }),
    // Mock only (not in the contract): what was posted, for tests and the local demo.
    http.get('*/consent-records', () => HttpResponse.json({ records: consentRecords })),
    http.post('*/v1/signups/:type', async ({ request, params }) => {
      const body = await readJson(request);
      const odd = await misbehave(typeof body.email === 'string' ? magicOfEmail(body.email) : undefined, slowMs);
      if (odd) return odd;
      const type = params.type;
      const errors: FieldError[] = [
        ...(isEmail(body.email) ? [] : [{ field: 'email', rule: 'format' } as const]),
        ...(body.acceptedPrivacy === true ? [] : [{ field: 'acceptedPrivacy', rule: 'mustAccept' } as const]),
        ...(body.locale === 'de-DE' || body.locale === 'en-EU' ? [] : [{ field: 'locale', rule: 'required' } as const]),
      ];
      if (type !== 'crowdinvesting' && type !== 'investing' && type !== 'iou' && type !== 'newsletter') {
        errors.push({ field: 'type', rule: 'format' });
      }
      if (errors.length > 0) return problem('VALIDATION_ERROR', { errors });
      return HttpResponse.json(
        { type: type as Schemas['SignupType'], next: type === 'investing' ? 'WAITING_LIST_JOINED' : 'CONFIRM_EMAIL' },
        { status: 201 },
      );
    }),

    http.post('*/v1/registrations', async ({ request }) => {
      const body = await readJson(request);
      const odd = await misbehave(typeof body.email === 'string' ? magicOfEmail(body.email) : undefined, slowMs);
      if (odd) return odd;
      const name = (field: 'firstName' | 'lastName'): FieldError[] => {
        const value = body[field];
        if (typeof value !== 'string' || value.trim() === '') return [{ field, rule: 'required' }];
        return value.length > 100 ? [{ field, rule: 'tooLong' }] : [];
      };
      const errors: FieldError[] = [
        ...(body.locale === 'deDE' || body.locale === 'enEU' ? [] : [{ field: 'locale', rule: 'required' } as const]),
        ...name('firstName'),
        ...name('lastName'),
        ...(isEmail(body.email) ? [] : [{ field: 'email', rule: 'format' } as const]),
        ...passwordErrors(body.password),
        ...consentErrors(body.consents),
        ...(body.webSessionId === undefined || (typeof body.webSessionId === 'string' && /^[\w-]{21}$/.test(body.webSessionId))
          ? []
          : [{ field: 'webSessionId', rule: 'format' } as const]),
      ];
      if (errors.length > 0) return problem('VALIDATION_ERROR', { errors });
      return HttpResponse.json({ firstName: String(body.firstName).trim() }, { status: 201 });
    }),

    http.post('*/v1/partner-registrations', async ({ request }) => {
      const body = await readJson(request);
      const opened = await openLink(body.hash, 'partner');
      if ('response' in opened) return opened.response;
      const errors = [...passwordErrors(body.password), ...birthdayErrors(body.birthday), ...consentErrors(body.consents)];
      if (errors.length > 0) return problem('VALIDATION_ERROR', { errors });
      const wrong = checkBirthday(opened.hash, opened.link, String(body.birthday));
      if (wrong) return wrong;
      state.update(opened.hash, { used: true });
      return done(201);
    }),

    http.post('*/v1/password-resets', async ({ request }) => {
      const body = await readJson(request);
      const opened = await openLink(body.hash, 'reset');
      if ('response' in opened) return opened.response;
      const errors = [...passwordErrors(body.password), ...birthdayErrors(body.birthday)];
      if (errors.length > 0) return problem('VALIDATION_ERROR', { errors });
      const wrong = checkBirthday(opened.hash, opened.link, String(body.birthday));
      if (wrong) return wrong;
      state.update(opened.hash, { used: true });
      return done();
    }),

    http.post('*/v1/reimbursements', async ({ request }) => {
      const body = await readJson(request);
      const opened = await openLink(body.hash, 'refund');
      if ('response' in opened) return opened.response;
      const recipient = isObject(body.recipient) ? body.recipient : {};
      const iban = typeof recipient.iban === 'string' ? electronicFormatIBAN(recipient.iban) : null;
      const name = typeof recipient.name === 'string' ? recipient.name.trim() : '';
      const errors: FieldError[] = [
        ...(iban && isValidIBAN(iban) ? [] : [{ field: 'recipient.iban', rule: 'iban' } as const]),
        ...(name ? [] : [{ field: 'recipient.name', rule: 'required' } as const]),
        ...birthdayErrors(body.birthday),
      ];
      if (errors.length > 0) return problem('VALIDATION_ERROR', { errors });
      const wrong = checkBirthday(opened.hash, opened.link, String(body.birthday));
      if (wrong) return wrong;
      const holder = accountHolders[opened.link.holder];
      if (nameKey(name) !== nameKey(`${holder.firstName} ${holder.lastName}`)) {
        return problem('RECIPIENT_NOT_ACCOUNT_HOLDER');
      }
      state.update(opened.hash, { used: true });
      return done(202);
    }),

    simpleLink('*/v1/referral-redemptions', 'referral', () =>
      HttpResponse.json({ referralCode: 'FRIEND-2026' }, { status: 201 }),
    ),
    simpleLink('*/v1/device-unbinds', 'unbind', () => done()),
    simpleLink('*/v1/email-verifications', 'verify', () => done()),

    http.post('*/v1/psd2-authorizations/status', async ({ request }) => {
      const body = await readJson(request);
      const link = typeof body.hash === 'string' ? parseLinkHash(body.hash, now()) : undefined;
      if (!link || link.purpose !== 'psd2' || typeof body.hash !== 'string') return problem('LINK_INVALID');
      const odd = await misbehave(link.magic, slowMs);
      if (odd) return odd;
      if (isExpired(link, now())) return problem('LINK_EXPIRED');
      const { polls } = state.update(body.hash, { polls: state.get(body.hash).polls + 1 });
      if (link.magic === 'phish' || link.magic === 'dataurl') {
        return HttpResponse.json({ status: 'PENDING', appUrl: hostileAppUrls[link.magic] } as const);
      }
      const status =
        link.magic === 'failed'
          ? 'FAILED'
          : link.magic === 'pending' || polls <= psd2PendingPolls
            ? 'PENDING'
            : 'AUTHORIZED';
      return HttpResponse.json({ status, appUrl: `${appLinkBase}?hash=${encodeURIComponent(body.hash)}` } as const);
    }),
  ];
}
