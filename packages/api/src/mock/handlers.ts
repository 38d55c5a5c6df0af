import {
  birthdayErrors,
  birthdayMatches,
  birthdayOutcome,
  ConsentRecord,
  consentErrors,
  fieldErrors,
  isAccountHolder,
  LinkRequest,
  linkState,
  LinkStatusRequest,
  maxBirthdayAttempts,
  needsConfirmation,
  PartnerRegistrationRequest,
  PasswordResetRequest,
  passwordErrors,
  problemBody,
  readRecipient,
  refuseLink,
  RegistrationRequest,
  ReimbursementRequest,
  SignupRequest,
  SignupType,
  type FieldErrorValue,
  type ProblemBody,
  type ProblemCodeValue,
} from '../contract';
import { defaultPsd2AppLink } from '@site/config/appLinks';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { accountHolders, hostileAppUrls, limitedRetryAfterSeconds, psd2PendingPolls, type MagicWord } from './fixtures';
import { magicOfEmail, parseLinkHash, type LinkHash } from './linkHash';
import { createMockState, type MockState } from './state';

/**
 * The API in the browser or in Jest, for the units and a demo without the Worker. What it
 * checks and answers comes from the contract (`../contract`: schemas, problem table, link and
 * form rules), as the Worker's does; it keeps only its own state (used links, wrong birthdays,
 * PSD2 polls) and its magic words (fixtures.ts).
 */
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

function problem(code: ProblemCodeValue, extra: Partial<ProblemBody> = {}, headers: Record<string, string> = {}) {
  const body = problemBody(code, extra);
  return HttpResponse.json(body, { status: body.status, headers: { ...headers, 'Content-Type': 'application/problem+json' } });
}

const invalid = (errors: FieldErrorValue[]) => problem('VALIDATION_ERROR', { errors });

/** The body, checked against the contract's schema as the Worker checks it. */
async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.infer<S> } | { response: Response }> {
  let sent: unknown;
  try {
    sent = await request.json();
  } catch {
    return { response: invalid([{ field: 'body', rule: 'format' }]) };
  }
  const parsed = schema.safeParse(sent);
  return parsed.success ? { data: parsed.data } : { response: invalid(fieldErrors(parsed.error, sent)) };
}

/** Answers for the magic words every call knows; undefined when the call should go on. */
async function misbehave(magic: MagicWord | undefined, slowMs: number) {
  if (magic === 'boom') return problem('SERVER_ERROR');
  if (magic === 'limited') return problem('RATE_LIMITED', {}, { 'Retry-After': String(limitedRetryAfterSeconds) });
  if (magic === 'robot') return problem('TURNSTILE_FAILED');
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
  const appLinkBase = options.appLinkBase ?? defaultPsd2AppLink;
  const consentRecords = options.consentRecords ?? [];

  /** The facts the contract's link rules read, from the mock's readable hash and its remembered state. */
  function factsOf(hash: string, link: LinkHash | undefined) {
    const { used, wrongBirthdays } = state.get(hash);
    return (
      link && {
        kind: link.purpose,
        createdAt: link.createdAt.getTime(),
        usedAt: used || link.magic === 'used' ? 0 : null,
        wrongBirthdays: link.magic === 'blocked' ? maxBirthdayAttempts : wrongBirthdays,
      }
    );
  }

  /** The link checks of the contract, on the mock's readable hash and its remembered state. */
  async function openLink(hash: string, purpose: LinkHash['purpose']): Promise<{ link: LinkHash; hash: string } | { response: Response }> {
    const link = parseLinkHash(hash, now());
    const odd = link && (await misbehave(link.magic, slowMs));
    if (odd) return { response: odd };
    const refusal = refuseLink(factsOf(hash, link), purpose, now().getTime());
    if (refusal || !link) return { response: problem(refusal ?? 'LINK_INVALID') };
    return { link, hash };
  }

  /** Counts a wrong birthday; the third one blocks the link. */
  function checkBirthday(hash: string, link: LinkHash, birthday: string): Response | undefined {
    const matches = birthdayMatches(birthday, accountHolders[link.holder].birthday);
    const wrong = matches ? state.get(hash).wrongBirthdays : state.update(hash, { wrongBirthdays: state.get(hash).wrongBirthdays + 1 }).wrongBirthdays;
    const outcome = birthdayOutcome(matches, wrong);
    if (outcome.ok) return undefined;
    return outcome.code === 'BIRTHDAY_MISMATCH' ? problem(outcome.code, { remainingAttempts: outcome.remainingAttempts }) : problem(outcome.code);
  }

  const done = (status = 200) => HttpResponse.json({ status: 'DONE' as const }, { status });

  /** A link call that needs nothing but the hash. */
  const simpleLink = (path: string, purpose: LinkHash['purpose'], answer: () => Response) =>
    http.post(path, async ({ request }) => {
      const body = await readBody(request, LinkRequest);
      if ('response' in body) return body.response;
      const opened = await openLink(body.data.hash, purpose);
      if ('response' in opened) return opened.response;
      state.update(opened.hash, { used: true });
      return answer();
    });

  return [
    http.post('*/consent-records', async ({ request }) => {
      const body = await readBody(request, ConsentRecord);
      if ('response' in body) return body.response;
      consentRecords.push(body.data);
      return new HttpResponse(null, { status: 201 });
    }),
    // Mock only (not in the contract): what was posted, for tests and the local demo.
    http.get('*/consent-records', () => HttpResponse.json({ records: consentRecords })),
    http.post('*/v1/signups/:type', async ({ request, params }) => {
      const type = SignupType.safeParse(params.type);
      const body = await readBody(request, SignupRequest);
      if (!type.success) return invalid([{ field: 'type', rule: 'format' }]);
      if ('response' in body) return body.response;
      const odd = await misbehave(magicOfEmail(body.data.email), slowMs);
      if (odd) return odd;
      if (!body.data.acceptedPrivacy) return invalid([{ field: 'acceptedPrivacy', rule: 'mustAccept' }]);
      return HttpResponse.json({ type: type.data, next: needsConfirmation(type.data) ? 'CONFIRM_EMAIL' : 'WAITING_LIST_JOINED' }, { status: 201 });
    }),

    http.post('*/v1/registrations', async ({ request }) => {
      const body = await readBody(request, RegistrationRequest);
      if ('response' in body) return body.response;
      const input = body.data;
      const odd = await misbehave(magicOfEmail(input.email), slowMs);
      if (odd) return odd;
      const firstName = input.firstName.trim();
      const errors: FieldErrorValue[] = [
        ...(firstName ? [] : [{ field: 'firstName', rule: 'required' } as const]),
        ...(input.lastName.trim() ? [] : [{ field: 'lastName', rule: 'required' } as const]),
        ...passwordErrors(input.password),
        ...consentErrors(input.consents),
      ];
      if (errors.length > 0) return invalid(errors);
      return HttpResponse.json({ firstName }, { status: 201 });
    }),

    http.post('*/v1/partner-registrations', async ({ request }) => {
      const body = await readBody(request, PartnerRegistrationRequest);
      if ('response' in body) return body.response;
      const input = body.data;
      const opened = await openLink(input.hash, 'partner');
      if ('response' in opened) return opened.response;
      const errors = [...passwordErrors(input.password), ...birthdayErrors(input.birthday, now()), ...consentErrors(input.consents)];
      if (errors.length > 0) return invalid(errors);
      const wrong = checkBirthday(opened.hash, opened.link, input.birthday);
      if (wrong) return wrong;
      state.update(opened.hash, { used: true });
      return done(201);
    }),

    http.post('*/v1/password-resets', async ({ request }) => {
      const body = await readBody(request, PasswordResetRequest);
      if ('response' in body) return body.response;
      const input = body.data;
      const opened = await openLink(input.hash, 'reset');
      if ('response' in opened) return opened.response;
      const errors = [...passwordErrors(input.password), ...birthdayErrors(input.birthday, now())];
      if (errors.length > 0) return invalid(errors);
      const wrong = checkBirthday(opened.hash, opened.link, input.birthday);
      if (wrong) return wrong;
      state.update(opened.hash, { used: true });
      return done();
    }),

    http.post('*/v1/reimbursements', async ({ request }) => {
      const body = await readBody(request, ReimbursementRequest);
      if ('response' in body) return body.response;
      const input = body.data;
      const opened = await openLink(input.hash, 'refund');
      if ('response' in opened) return opened.response;
      const recipient = readRecipient(input.recipient);
      const errors = [...('errors' in recipient ? recipient.errors : []), ...birthdayErrors(input.birthday, now())];
      if (errors.length > 0 || 'errors' in recipient) return invalid(errors);
      const wrong = checkBirthday(opened.hash, opened.link, input.birthday);
      if (wrong) return wrong;
      if (!isAccountHolder(recipient.name, accountHolders[opened.link.holder])) return problem('RECIPIENT_NOT_ACCOUNT_HOLDER');
      state.update(opened.hash, { used: true });
      return done(202);
    }),

    http.post('*/v1/links/status', async ({ request }) => {
      const body = await readBody(request, LinkStatusRequest);
      if ('response' in body) return body.response;
      const { hash, kind } = body.data;
      const link = parseLinkHash(hash, now());
      const odd = link && (await misbehave(link.magic, slowMs));
      if (odd) return odd;
      return HttpResponse.json({ kind, state: linkState(factsOf(hash, link), kind, now().getTime()) });
    }),

    simpleLink('*/v1/referral-redemptions', 'referral', () => HttpResponse.json({ referralCode: 'FRIEND-2026' }, { status: 201 })),
    simpleLink('*/v1/device-unbinds', 'unbind', () => done()),
    simpleLink('*/v1/email-verifications', 'verify', () => done()),
    // Answers the same whatever the hash, as the API does; the mock sends no mail.
    http.post('*/v1/email-verifications/resends', async ({ request }) => {
      const body = await readBody(request, LinkRequest);
      return 'response' in body ? body.response : done(202);
    }),

    http.post('*/v1/psd2-authorizations/status', async ({ request }) => {
      const body = await readBody(request, LinkRequest);
      if ('response' in body) return body.response;
      const { hash } = body.data;
      const link = parseLinkHash(hash, now());
      const odd = link && (await misbehave(link.magic, slowMs));
      if (odd) return odd;
      // Polled: never used up, so only the kind and the age count.
      const refusal = refuseLink(link && { kind: link.purpose, createdAt: link.createdAt.getTime(), usedAt: null, wrongBirthdays: 0 }, 'psd2', now().getTime());
      if (refusal || !link) return problem(refusal === 'LINK_EXPIRED' ? 'LINK_EXPIRED' : 'LINK_INVALID');
      const { polls } = state.update(hash, { polls: state.get(hash).polls + 1 });
      if (link.magic === 'phish' || link.magic === 'dataurl') {
        return HttpResponse.json({ status: 'PENDING', appUrl: hostileAppUrls[link.magic] } as const);
      }
      const status = link.magic === 'failed' ? 'FAILED' : link.magic === 'pending' || polls <= psd2PendingPolls ? 'PENDING' : 'AUTHORIZED';
      return HttpResponse.json({ status, appUrl: `${appLinkBase}?hash=${encodeURIComponent(hash)}` } as const);
    }),
  ];
}
