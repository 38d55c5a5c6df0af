/** What an outbox row is: a mail for MAIL_QUEUE or an event for the core system's CORE_EVENTS_QUEUE. */
export const outboxKinds = ['mail', 'event'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * A row's life: `pending` (written, not yet queued), `queued` (in its queue, possibly retrying),
 * `sending` (a consumer holds it), `sent` (done; payload erased), `failed` (given up: a dead
 * letter, a refused address, or an interrupted send; support can send it again).
 */
export const outboxStatuses = ['pending', 'queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
