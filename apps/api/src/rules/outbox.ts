/** What an outbox row is: a mail for MAIL_QUEUE or an event for the core system's CORE_EVENTS_QUEUE. */
export const outboxKinds = ['mail', 'event'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * A row's life, forward only: `pending` (written, not yet queued: a row support sent again), `queued`
 * (in its queue, possibly waiting for a retry; a request writes its rows so), `sending` (a
 * consumer holds it for one attempt), then `sent` (done; payload erased) or `failed` (given up: its
 * tries spent, a refused address, or an interrupted mail). An attempt that is to be tried again
 * goes from `sending` back to `queued`. Every UPDATE names the state it expects and, once a
 * consumer holds the row, the attempt it holds (src/store/outbox.ts), so a late worker changes nothing.
 * Support's retry is the one way out of `failed`: the row starts over with its payload.
 */
export const outboxStatuses = ['pending', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * How many tries a row gets in all, across its queue's retries and the minute cron's sends, before
 * it fails with its last reason: one more than its queue's `max_retries` (wrangler.jsonc; a test
 * holds them together), so a row fails on its own count at the latest when its queue would give up.
 */
export const maxAttempts: Record<OutboxKind, number> = { mail: 9, event: 11 };
