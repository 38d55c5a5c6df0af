import { createRoute, z } from '@hono/zod-openapi';
import { inlineProblem, json } from '@site/api/contract';
import { problemResponse } from '../../http/problem';
import { outboxKinds, outboxStatuses } from '../../rules/outbox';
import { requeue } from '../../outbox/handOver';
import { database } from '../../store/db';
import { findOutbox, listOutbox, reopen } from '../../store/outbox';
import { endpoint } from '../endpoint';

/**
 * Support's view of what is owed (docs/handover.md): failed rows, or those not sent yet, without
 * their payload (no address, link or data): the kind, the mail or event, the ids, attempts and
 * the last error. Bearer SUPPORT_TOKEN (app.ts): it is support's tool, not the core system's.
 */
const OutboxEntry = z.object({
  id: z.string(),
  kind: z.enum(outboxKinds),
  topic: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const listRoute = createRoute({
  method: 'get',
  path: '/internal/outbox',
  hide: true,
  request: { query: z.object({ status: z.enum(['failed', 'pending']) }) },
  responses: {
    200: { description: 'The rows, newest first (at most 200).', ...json(z.object({ entries: z.array(OutboxEntry) })) },
    400: inlineProblem('VALIDATION_ERROR'),
    401: inlineProblem('UNAUTHORIZED'),
  },
});

export const list = endpoint(listRoute, async (c) => {
  const { status } = c.req.valid('query');
  // 'pending': everything not done yet, whichever step it is at.
  const rows = await listOutbox(database(c.env.DB), status === 'failed' ? ['failed'] : ['pending', 'queued', 'sending']);
  const iso = (ms: number) => new Date(ms).toISOString();
  return c.json({ entries: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })) }, 200);
});

export const retryRoute = createRoute({
  method: 'post',
  path: '/internal/outbox/{id}/retry',
  hide: true,
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    202: { description: 'Sent to its queue again.', ...json(z.object({ id: z.string(), status: z.literal('queued') })) },
    401: inlineProblem('UNAUTHORIZED'),
    404: inlineProblem('NOT_FOUND'),
    409: inlineProblem('CONFLICT (the row is sent or being sent)'),
  },
});

export const retry = endpoint(retryRoute, async (c) => {
  const { id } = c.req.valid('param');
  const db = database(c.env.DB);
  const now = Date.now();
  const row = await reopen(db, id, now);
  if (!row) return (await findOutbox(db, id)) ? problemResponse('CONFLICT', { detail: 'The row is sent or being sent.' }) : problemResponse('NOT_FOUND');
  await requeue(c.env, db, [row], now);
  return c.json({ id, status: 'queued' as const }, 202);
});
