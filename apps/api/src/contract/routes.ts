import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  Completed,
  ConsentRecord,
  ConsentRecordLookup,
  LinkRequest,
  PartnerRegistrationRequest,
  PasswordResetRequest,
  Problem,
  Psd2Authorization,
  ReferralRedemption,
  RegistrationRequest,
  RegistrationResponse,
  ReimbursementRequest,
  SignupConfirmation,
  SignupRequest,
  SignupResponse,
  SignupTokenRequest,
  SignupType,
  SignupUnsubscription,
} from './schemas';

/**
 * Every route of the public contract. The served /openapi.json and packages/api/openapi.yaml
 * are generated from these definitions (see README.md, "One contract").
 */

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });

/** The problem answers, each one named component (`#/components/responses/<name>`). */
export const problemResponses = {
  ValidationError: 'VALIDATION_ERROR',
  Unauthorized: 'UNAUTHORIZED (no or a wrong secret)',
  TurnstileFailed: 'TURNSTILE_FAILED',
  LinkInvalid: 'LINK_INVALID',
  NotFound: 'NOT_FOUND',
  LinkAlreadyUsed: 'LINK_ALREADY_USED',
  LinkExpired: 'LINK_EXPIRED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  BirthdayMismatch: 'BIRTHDAY_MISMATCH',
  BirthdayOrRecipientRefused: 'BIRTHDAY_MISMATCH or RECIPIENT_NOT_ACCOUNT_HOLDER',
  BirthdayAttemptsExceeded: 'BIRTHDAY_ATTEMPTS_EXCEEDED',
  RateLimited: 'RATE_LIMITED (see the Retry-After header)',
  ServerError: 'SERVER_ERROR',
} as const;

export function registerProblemResponses(registry: OpenAPIHono['openAPIRegistry']) {
  registry.register('Problem', Problem);
  for (const [name, description] of Object.entries(problemResponses)) {
    registry.registerComponent('responses', name, {
      description,
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
  }
}

const problem = (name: keyof typeof problemResponses) => ({ $ref: `#/components/responses/${name}` });

/** Answers every route can give. */
const common = {
  413: problem('PayloadTooLarge'),
  415: problem('UnsupportedMediaType'),
  429: problem('RateLimited'),
  500: problem('ServerError'),
} as const;

const linkErrors = {
  404: problem('LinkInvalid'),
  409: problem('LinkAlreadyUsed'),
  410: problem('LinkExpired'),
} as const;

const turnstileHeader = z.object({
  'cf-turnstile-response': z.string().max(2048).optional().openapi({
    description: 'The Turnstile token of the form. Required when the API is configured with a Turnstile secret.',
  }),
});

export const createSignup = createRoute({
  method: 'post',
  path: '/v1/signups/{type}',
  tags: ['signups'],
  operationId: 'createSignup',
  summary: 'Sign up for the newsletter, crowd-investing interest, the investing waiting list or the app-tester programme (iou).',
  description:
    'Newsletter, crowdinvesting and iou are stored pending and get a confirmation e-mail (double opt-in, link valid 48 hours); investing joins the waiting list at once. Answers the same for an address already on the list.',
  request: {
    params: z.object({ type: SignupType.openapi({ param: { name: 'type', in: 'path' } }) }),
    headers: turnstileHeader,
    ...body(SignupRequest),
  },
  responses: {
    201: { description: 'Signed up. Newsletter, crowdinvesting and iou send a confirmation e-mail; investing joins the waiting list at once.', ...json(SignupResponse) },
    400: problem('ValidationError'),
    403: problem('TurnstileFailed'),
    ...common,
  },
});

export const confirmSignup = createRoute({
  method: 'post',
  path: '/v1/signups/confirmations',
  tags: ['signups'],
  operationId: 'confirmSignup',
  summary: "Confirm a sign-up from the confirmation e-mail's link (the token travels in the page's URL fragment).",
  request: body(SignupTokenRequest),
  responses: {
    200: { description: 'Confirmed.', ...json(SignupConfirmation) },
    400: problem('ValidationError'),
    ...linkErrors,
    ...common,
  },
});

export const unsubscribe = createRoute({
  method: 'post',
  path: '/v1/signups/unsubscriptions',
  tags: ['signups'],
  operationId: 'unsubscribe',
  summary: "Unsubscribe with one click from the unsubscribe link of any e-mail (the token travels in the page's URL fragment).",
  description: 'Repeating it answers 200 again. The answer names the sign-up type when the mail belonged to a sign-up.',
  request: body(SignupTokenRequest),
  responses: {
    200: { description: 'Unsubscribed.', ...json(SignupUnsubscription) },
    400: problem('ValidationError'),
    404: problem('LinkInvalid'),
    ...common,
  },
});

export const oneClickUnsubscribe = createRoute({
  method: 'post',
  path: '/v1/signups/unsubscriptions/one-click',
  tags: ['signups'],
  operationId: 'oneClickUnsubscribe',
  summary: 'RFC 8058 one-click unsubscribe, the target of the List-Unsubscribe header of every mail.',
  description:
    'Mail clients POST `List-Unsubscribe=One-Click` as a form; RFC 8058 needs the token in the URL, so it is the one call with a token in the query. Not called by the site.',
  request: {
    query: z.object({ token: z.string().min(1).max(200) }),
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: z.object({ 'List-Unsubscribe': z.literal('One-Click') }) } },
    },
  },
  responses: {
    200: { description: 'Unsubscribed.', ...json(SignupUnsubscription) },
    400: problem('ValidationError'),
    404: problem('LinkInvalid'),
    ...common,
  },
});

export const createRegistration = createRoute({
  method: 'post',
  path: '/v1/registrations',
  tags: ['registration'],
  operationId: 'createRegistration',
  summary: 'Register from the registration app (step one of opening an account).',
  description:
    'Answers 201 also when the e-mail address is already registered (the owner gets an e-mail instead), so the call cannot be used to find out who is a customer. A new registration gets a verification e-mail.',
  request: { headers: turnstileHeader, ...body(RegistrationRequest) },
  responses: {
    201: { description: 'Registered; the app download is next.', ...json(RegistrationResponse) },
    400: problem('ValidationError'),
    403: problem('TurnstileFailed'),
    ...common,
  },
});

export const completePartnerRegistration = createRoute({
  method: 'post',
  path: '/v1/partner-registrations',
  tags: ['links'],
  operationId: 'completePartnerRegistration',
  summary: 'Finish a registration that started on a partner site (password, birthday, consents).',
  request: body(PartnerRegistrationRequest),
  responses: {
    201: { description: 'Account created.', ...json(Completed) },
    400: problem('ValidationError'),
    ...linkErrors,
    422: problem('BirthdayMismatch'),
    423: problem('BirthdayAttemptsExceeded'),
    ...common,
  },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/v1/password-resets',
  tags: ['links'],
  operationId: 'resetPassword',
  summary: 'Set a new password from a password-reset link.',
  request: body(PasswordResetRequest),
  responses: {
    200: { description: 'Password saved.', ...json(Completed) },
    400: problem('ValidationError'),
    ...linkErrors,
    422: problem('BirthdayMismatch'),
    423: problem('BirthdayAttemptsExceeded'),
    ...common,
  },
});

export const requestReimbursement = createRoute({
  method: 'post',
  path: '/v1/reimbursements',
  tags: ['links'],
  operationId: 'requestReimbursement',
  summary: 'Tell the bank where to pay back a balance; the recipient must be the account holder.',
  request: body(ReimbursementRequest),
  responses: {
    202: { description: 'Reimbursement accepted for payout.', ...json(Completed) },
    400: problem('ValidationError'),
    ...linkErrors,
    422: problem('BirthdayOrRecipientRefused'),
    423: problem('BirthdayAttemptsExceeded'),
    ...common,
  },
});

export const redeemReferral = createRoute({
  method: 'post',
  path: '/v1/referral-redemptions',
  tags: ['links'],
  operationId: 'redeemReferral',
  summary: "Redeem an invitation from a friend's referral link.",
  request: body(LinkRequest),
  responses: {
    201: { description: 'Invitation redeemed; the registration link carries the referral code.', ...json(ReferralRedemption) },
    400: problem('ValidationError'),
    ...linkErrors,
    ...common,
  },
});

export const unbindDevice = createRoute({
  method: 'post',
  path: '/v1/device-unbinds',
  tags: ['links'],
  operationId: 'unbindDevice',
  summary: 'Unbind the device named in the link from the account.',
  request: body(LinkRequest),
  responses: { 200: { description: 'Device unbound.', ...json(Completed) }, 400: problem('ValidationError'), ...linkErrors, ...common },
});

export const verifyEmail = createRoute({
  method: 'post',
  path: '/v1/email-verifications',
  tags: ['links'],
  operationId: 'verifyEmail',
  summary: 'Confirm an e-mail address from the verification link.',
  request: body(LinkRequest),
  responses: { 200: { description: 'E-mail address verified.', ...json(Completed) }, 400: problem('ValidationError'), ...linkErrors, ...common },
});

export const getPsd2AuthorizationStatus = createRoute({
  method: 'post',
  path: '/v1/psd2-authorizations/status',
  tags: ['psd2'],
  operationId: 'getPsd2AuthorizationStatus',
  summary: 'Current state of a PSD2 account connection; the page polls it until the release is given in the app.',
  description:
    'A read that is sent as POST so the link hash stays in the body (see the conventions). It changes nothing and may be repeated; the page polls it every few seconds.',
  request: body(LinkRequest),
  responses: {
    200: { description: 'Current state.', ...json(Psd2Authorization) },
    400: problem('ValidationError'),
    404: problem('LinkInvalid'),
    410: problem('LinkExpired'),
    ...common,
  },
});

export const createConsentRecord = createRoute({
  method: 'post',
  path: '/consent-records',
  tags: ['consent'],
  operationId: 'createConsentRecord',
  summary: 'Proof of consent; one record per choice in the cookie dialog.',
  description:
    "Sent by the consent layer of both apps with `fetch(…, { keepalive: true })` and no credentials right before the page reloads after a choice, so the answer is never read and a failure never blocks the choice. The record holds a random consent id (also kept in the visitor's essential `CONSENT_ID` cookie and shown in the cookie settings, so support can find it) and the choice; no IP address, user agent or other identifier is sent or stored with it. Records are never changed and are deleted after the retention period (3 years by default). Not versioned under `/v1`: the path is part of the consent layer's configuration (`{API_BASE_URL}/consent-records`).",
  request: body(ConsentRecord),
  responses: {
    201: { description: 'Stored.' },
    400: problem('ValidationError'),
    ...common,
  },
});

export const getConsentRecords = createRoute({
  method: 'get',
  path: '/consent-records/{consentId}',
  tags: ['consent'],
  operationId: 'getConsentRecords',
  summary: "Support looks up a visitor's stored choices by the consent id the visitor reads out from the cookie settings.",
  security: [{ supportToken: [] }],
  request: {
    params: z.object({
      consentId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{21}$/)
        .openapi({ param: { name: 'consentId', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'Every record of this consent id.', ...json(ConsentRecordLookup) },
    400: problem('ValidationError'),
    401: problem('Unauthorized'),
    404: problem('NotFound'),
    429: common[429],
    500: common[500],
  },
});
