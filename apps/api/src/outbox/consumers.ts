import { Webhook } from 'standardwebhooks';
import type { Config } from '../config';
import { sendMail, SmtpRefusal } from '../mail/send';
import { database, type Database } from '../store/db';
import { claim, failSpent, markDead, markFailed, markRetry, markSent } from '../store/outbox';
import type { EventBody } from './events';
import { writeMail, type MailPayload } from './mails';

/** The retry's delay: the base, doubled with each attempt, at most an hour. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), 3600);
}

/** What an attempt came to: done, try again later (with why), or give up (with why). */
type Outcome = { done: true } | { retry: string } | { fail: string };

async function deliverMail(payload: MailPayload, config: Config): Promise<Outcome> {
  if (!config.smtpUrl) return { retry: 'no SMTP_URL configured' };
  const mail = writeMail(payload, config.brandName);
  try {
    const oneClickUnsubscribeUrl = 'oneClickUnsubscribeUrl' in payload ? payload.oneClickUnsubscribeUrl : undefined;
    await sendMail(config.smtpUrl, { ...mail, from: config.mailFrom, to: payload.to, oneClickUnsubscribeUrl });
    return { done: true };
  } catch (error) {
    // A relay that refuses the address for good (5xx) will refuse it again; a closed relay or a
    // 4xx is worth another try. The reason names the code, never the address.
    if (error instanceof SmtpRefusal && error.permanent) return { fail: `relay refused: ${error.code}` };
    return { retry: error instanceof SmtpRefusal ? `relay answered ${error.code}` : `relay unreachable: ${error instanceof Error ? error.name : 'unknown'}` };
  }
}

/** Statuses after which another try would be refused again (a 4xx other than 408 and 429). */
const finalStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

async function deliverEvent(id: string, body: EventBody, config: Config): Promise<Outcome> {
  const { url, secret, timeoutMs } = config.coreWebhook;
  if (!url || !secret) return { retry: 'no CORE_WEBHOOK_URL or CORE_WEBHOOK_SECRET configured' };
  const payload = JSON.stringify(body);
  const timestamp = new Date();
  const signature = new Webhook(secret).sign(id, timestamp, payload);
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body?.cancel();
    if (answer.ok) return { done: true };
    return finalStatus(answer.status) ? { fail: `core answered ${answer.status}` } : { retry: `core answered ${answer.status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'unknown';
    return { retry: name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `core unreachable: ${name}` };
  }
}

/**
 * One message of the mail or event queue: takes its outbox row for one attempt (or acknowledges
 * a message whose row is sent, failed, held elsewhere or out of tries, which it then fails: a
 * redelivery sends nothing), delivers it, and records the outcome on that attempt only. A failed
 * try is retried with a growing delay until the row's tries are spent (rules/outbox.ts `maxAttempts`,
 * counted across the queue's retries and the cron's sends); then the row fails with the reason.
 */
export async function consume(message: Message<{ id: string }>, env: Env, config: Config, db: Database = database(env.DB)): Promise<void> {
  const { id } = message.body;
  const now = Date.now();
  const row = await claim(db, id, now);
  if (!row?.payload) {
    await failSpent(db, [id], now);
    message.ack();
    return;
  }
  const payload = JSON.parse(row.payload) as unknown;
  const outcome =
    row.kind === 'mail' ? await deliverMail(payload as MailPayload, config) : await deliverEvent(id, payload as EventBody, config);
  const finished = Date.now();
  if ('done' in outcome) {
    await markSent(db, id, row.attempts, finished);
    message.ack();
  } else if ('fail' in outcome) {
    await markFailed(db, id, row.attempts, finished, outcome.fail);
    message.ack();
  } else {
    const delaySeconds = retryDelaySeconds(row.attempts, config.retryBaseSeconds);
    if (await markRetry(db, id, row.attempts, finished, outcome.retry, finished + delaySeconds * 1000)) message.retry({ delaySeconds });
    else message.ack();
  }
}

/** The dead-letter queues' consumer: a message that ran out of retries marks its row failed. */
export async function onDeadLetter(message: Message<{ id: string }>, env: Env): Promise<void> {
  await markDead(database(env.DB), message.body.id, Date.now());
  message.ack();
}
