import { createRoute, z } from '@hono/zod-openapi';
import { Birthday, body, Email, inlineProblem, json, LinkHash, linkExpiresAt, linkKinds, linkNeedsBirthday, nameErrors, psd2Statuses, SiteLocale } from '@site/api/contract';
import { isPlainText, MAX_NAME_LENGTH, maxBirthdayAttempts, registrationCodePattern } from '@site/validation';
import { randomToken } from '../../crypto';
import { problemResponse, validationProblem } from '../../http/problem';
import { linkPages, pageUrl } from '../../rules/pages';
import { database } from '../../store/db';
import { insertLink } from '../../store/links';
import { endpoint } from '../endpoint';

/**
 * The bank's core system writes an account-action link (password reset, reimbursement,
 * referral, device unbind, e-mail verification, PSD2, partner registration). Authenticated with
 * `Authorization: Bearer <INTERNAL_LINK_SECRET>` (app.ts). Hidden from the public document (the
 * site never calls it); README.md documents it.
 */
export const InternalLinkRequest = z.strictObject({
  kind: z.enum(linkKinds),
  token: LinkHash.optional().describe('The link token; a random 256-bit one when absent. Only its SHA-256 is stored.'),
  createdAt: z.iso.datetime({ offset: true }).optional().describe('When the link was issued (default now); an old date makes an expired link.'),
  locale: SiteLocale,
  holder: z.object({
    firstName: z.string().min(1).max(MAX_NAME_LENGTH),
    lastName: z.string().min(1).max(MAX_NAME_LENGTH),
    birthday: Birthday.optional(),
    email: Email.optional().describe('Where the holder is told by mail that the action was done (a password reset); erased once the link is used.'),
  }),
  used: z.boolean().optional().describe('Issue the link as used already.'),
  wrongBirthdays: z.int().min(0).max(maxBirthdayAttempts).optional(),
  referralCode: z.string().regex(registrationCodePattern).optional().describe("Passed to the registration app as its 'code'."),
  reference: z
    .string()
    .min(1)
    .max(100)
    .refine(isPlainText)
    .optional()
    .describe("The core system's own name for the link; every event of the link carries it."),
  psd2: z
    .object({
      status: z.enum(psd2Statuses),
      appUrl: z.string().max(2048).refine(isPlainText).optional(),
    })
    .optional(),
});

export const route = createRoute({
  method: 'post',
  path: '/internal/links',
  hide: true,
  request: body(InternalLinkRequest),
  responses: {
    201: {
      description: 'Stored.',
      ...json(z.object({ id: z.string(), token: z.string(), kind: z.enum(linkKinds), url: z.string(), expiresAt: z.string() })),
    },
    400: inlineProblem('VALIDATION_ERROR'),
    401: inlineProblem('UNAUTHORIZED'),
    409: inlineProblem('LINK_ALREADY_USED (a link with this token exists)'),
  },
});

export default endpoint(route, async (c) => {
  const input = c.req.valid('json');
  const names = [...nameErrors('holder.firstName', input.holder.firstName), ...nameErrors('holder.lastName', input.holder.lastName)];
  if (names.length > 0) return validationProblem(names);
  if (linkNeedsBirthday(input.kind) && !input.holder.birthday) return validationProblem([{ field: 'holder.birthday', rule: 'required' }]);
  if (input.kind === 'psd2' && !input.psd2) return validationProblem([{ field: 'psd2', rule: 'required' }]);
  if (input.kind === 'referral' && !input.referralCode) return validationProblem([{ field: 'referralCode', rule: 'required' }]);
  const now = Date.now();
  const createdAt = input.createdAt ? Date.parse(input.createdAt) : now;
  const token = input.token ?? randomToken();
  const stored = await insertLink(database(c.env.DB), {
    token,
    kind: input.kind,
    holderFirstName: input.holder.firstName,
    holderLastName: input.holder.lastName,
    birthday: input.holder.birthday ?? null,
    locale: input.locale,
    createdAt,
    usedAt: input.used ? now : null,
    wrongBirthdays: input.wrongBirthdays ?? 0,
    referralCode: input.referralCode ?? null,
    psd2Status: input.psd2?.status ?? null,
    appUrl: input.psd2?.appUrl ?? null,
    reference: input.reference ?? null,
    notifyEmail: input.holder.email ?? null,
  });
  if (!stored) return problemResponse('LINK_ALREADY_USED', { detail: 'A link with this token exists.' });
  const { siteUrl } = c.var.config;
  return c.json(
    { id: stored, token, kind: input.kind, url: pageUrl(siteUrl, input.locale, linkPages[input.kind], token), expiresAt: new Date(linkExpiresAt({ kind: input.kind, createdAt })).toISOString() },
    201,
  );
});
