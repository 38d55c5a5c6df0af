import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { maxBodySize } from './limits';
import { Problem } from './problems';
import { linkValidityDays } from './rules/links';

/**
 * What every route of the contract is built from: JSON bodies and answers, the named problem
 * answers, the answers every route can give, and the document's head. Each endpoint's
 * `createRoute` stands beside its handler in apps/api (`src/routes/<area>/<endpoint>.ts`); the
 * document is built from their list (apps/api `src/contract/document.ts`).
 */

export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
export const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true as const, ...json(schema) } });

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
  registry.registerComponent('securitySchemes', 'supportToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'SUPPORT_TOKEN, a secret of the API given to the support team.',
  });
}

/** A named problem answer, by reference. */
export const problem = (name: keyof typeof problemResponses) => ({ $ref: `#/components/responses/${name}` });

/** A problem answer described in place (the internal routes, which are not in the document). */
export const inlineProblem = (description: string) => ({ description, content: { 'application/problem+json': { schema: Problem } } });

/** Answers every route can give. */
export const common = {
  413: problem('PayloadTooLarge'),
  415: problem('UnsupportedMediaType'),
  429: problem('RateLimited'),
  500: problem('ServerError'),
} as const;

/** Answers of every call that acts on a link. */
export const linkErrors = {
  404: problem('LinkInvalid'),
  409: problem('LinkAlreadyUsed'),
  410: problem('LinkExpired'),
} as const;

/** Answers of a link call that asks for the holder's birthday (partner registration, password reset). */
export const birthdayLinkErrors = {
  ...linkErrors,
  422: problem('BirthdayMismatch'),
  423: problem('BirthdayAttemptsExceeded'),
} as const;

export const turnstileHeader = z.object({
  'cf-turnstile-response': z.string().max(2048).optional().openapi({
    description: 'The Turnstile token of the form. Required when the API is configured with a Turnstile secret.',
  }),
});

export const openApiDocumentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Website API',
    version: '1.0.0',
    summary: 'Every call the public website and the registration app make.',
    description: [
      "**This contract is this project's design.** The product specification shows none of the site's calls to its own",
      'backend (SPEC §7: "No calls to the product\'s own API are shown"), so the paths, payloads and error codes below were',
      'designed by the web team. It is generated from the zod schemas of packages/api/src/contract (the Worker, apps/api,',
      'validates every request with them and serves this document as /openapi.json); the typed client',
      '(packages/api/src/generated/schema.ts) is generated from it.',
      '',
      'Conventions:',
      '- JSON in and out; dates are ISO 8601 calendar dates (`YYYY-MM-DD`).',
      "- The token of an e-mail link travels in the page's URL fragment and is sent to the API in the **request body**, never",
      '  in a path or query, so it stays out of access logs and `Referer` headers (the RFC 8058 one-click call is the one',
      '  exception, as mail clients send only a fixed form body).',
      '- Every error is `application/problem+json` (RFC 9457) with a machine-readable `code`. The pages tell errors apart by',
      '  `code` only, never by status or `title`.',
      `- A partner-site registration link is valid for ${linkValidityDays.partner} days after it was created (SPEC §9).`,
      '- After three wrong birthdays on one link the link is blocked (`BIRTHDAY_ATTEMPTS_EXCEEDED`), counted on the server.',
      `- Bodies over ${maxBodySize} answer 413; too many calls per client or per link/address answer 429 with \`Retry-After\`.`,
    ].join('\n'),
  },
  servers: [{ url: '/api', description: 'Same origin (default; configurable with API_BASE_URL)' }],
  tags: [
    { name: 'signups' },
    { name: 'registration' },
    { name: 'links', description: 'Actions started from a link in an e-mail or the app; each carries a link hash.' },
    { name: 'psd2' },
    { name: 'consent', description: "Proof of the visitor's cookie choices." },
    { name: 'vitals', description: "Field data: real visitors' Core Web Vitals, with their consent." },
  ],
};
