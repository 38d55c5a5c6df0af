import { createRoute, z } from '@hono/zod-openapi';
import { linkKinds } from '../rules/links';
import { Birthday, LinkHash, Problem, SiteLocale } from './schemas';

/**
 * The one internal call: the bank's core system writes an account-action link (password reset,
 * reimbursement, referral, device unbind, e-mail verification, PSD2, partner registration).
 * Authenticated with `Authorization: Bearer <INTERNAL_LINK_SECRET>`. Hidden from the public
 * document (the site never calls it); README.md documents it.
 */
export const InternalLinkRequest = z.strictObject({
  kind: z.enum(linkKinds),
  token: LinkHash.optional().describe('The link token; a random 256-bit one when absent. Only its SHA-256 is stored.'),
  createdAt: z.iso.datetime({ offset: true }).optional().describe('When the link was issued (default now); an old date makes an expired link.'),
  locale: SiteLocale,
  holder: z.object({
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    birthday: Birthday.optional(),
  }),
  used: z.boolean().optional().describe('Issue the link as used already.'),
  wrongBirthdays: z.int().min(0).max(3).optional(),
  referralCode: z.string().min(1).max(64).optional(),
  psd2: z
    .object({
      status: z.enum(['PENDING', 'AUTHORIZED', 'FAILED']),
      pendingPolls: z.int().min(0).max(100).optional().describe('Local stand-in: PENDING this many polls, then AUTHORIZED.'),
      appUrl: z.string().max(2048).optional(),
    })
    .optional(),
});

export const InternalLinkResponse = z.object({
  token: z.string(),
  kind: z.enum(linkKinds),
  url: z.string(),
  expiresAt: z.string(),
});

const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: Problem } } });

export const createLink = createRoute({
  method: 'post',
  path: '/internal/links',
  hide: true,
  request: { body: { required: true, content: { 'application/json': { schema: InternalLinkRequest } } } },
  responses: {
    201: { description: 'Stored.', content: { 'application/json': { schema: InternalLinkResponse } } },
    400: problem('VALIDATION_ERROR'),
    401: problem('UNAUTHORIZED'),
    409: problem('LINK_ALREADY_USED (a link with this token exists)'),
  },
});
