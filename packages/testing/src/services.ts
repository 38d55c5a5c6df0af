/**
 * The local services every test reads: MailDev (the mails the API sent) and the core stub
 * (scripts/core-stub.mjs: the signed events it delivered). Plain `fetch` and timers only, no Node
 * module and no Playwright, so the Worker tests in workerd (`@site/testing/services`) and the
 * Playwright suites (through localApi.ts) read them the same way.
 */
import { linkRequest, type FixtureLink } from '@site/api/fixtures';

/**
 * A mail as MailDev's REST API lists it. `source` is the raw message (headers too) when
 * `caughtMails` was asked for it; in MailDev's own list it is the path of its file.
 */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  source?: string;
}

/** One delivery the core stub received (GET /events), oldest first. */
export interface CoreEvent {
  /** The `webhook-id` header: the outbox id, the same on every retry of one event. */
  id: string | null;
  type: string | null;
  receivedAt: string;
  signatureValid: boolean;
  /** The body as sent: `{ type, timestamp, data }`, or its text when it was not JSON. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | string;
}

/** An event whose body was JSON: what `coreEventsWhere` selects from. */
export type JsonCoreEvent = CoreEvent & { payload: Exclude<CoreEvent['payload'], string> };

/**
 * A fault for the next `count` deliveries (default 1); with `type`, `id` or `reference`, only of
 * that event type, webhook-id or link reference.
 */
export type CoreFault = ({ status: number } | { timeout: true }) & { count?: number; type?: string; id?: string; reference?: string };

export interface CoreFaults {
  remaining: number;
  served: number;
  queue: (({ status: number } | { timeout: true }) & { count: number; type?: string; id?: string; reference?: string })[];
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads `read` until `done` holds of its answer or `timeoutMs` has passed, and answers the last
 * answer: mails and events leave through queues, after the request has answered.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000, intervalMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(intervalMs);
    value = await read();
  }
  return value;
}

/** An e-mail address no other test or run uses. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}-${crypto.randomUUID().slice(0, 12)}@evergreen-test.example`;
}

/** The token after `#` of the first link in a mail's text that leads to `path`. */
export function tokenOf(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}#([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no link to ${path} in mail`);
  return match[1];
}

/** The links of a mail's plain-text part. */
export function linksIn(mail: Pick<CaughtMail, 'text'>): string[] {
  return [...mail.text.matchAll(/https?:\/\/[^\s>)"]+/g)].map((m) => m[0]);
}

/** POST /internal/links as the bank's core system sends it, for any way of sending it. */
export function linkIssue(link: FixtureLink, secret: string, extra: { reference?: string } = {}): { body: unknown; headers: Record<string, string> } {
  return { body: { ...linkRequest(link), ...extra }, headers: { Authorization: `Bearer ${secret}` } };
}

/** What the core stub at `coreStub` holds, and its faults. */
export function coreStubAt(coreStub: string) {
  async function coreEvents(): Promise<CoreEvent[]> {
    const response = await fetch(`${coreStub}/events`);
    if (!response.ok) throw new Error(`coreEvents: ${response.status} ${await response.text()}`);
    return (await response.json()) as CoreEvent[];
  }

  /**
   * The events whose body was JSON that `select` picks, once there are `expected` of them and the
   * stub has held still for `settleMs` after (so one too many is seen too). After `timeoutMs`
   * it throws, or with `orFewer` answers what there is: for a test that counts an event which
   * must not come.
   */
  async function coreEventsWhere(
    select: (event: JsonCoreEvent) => boolean,
    expected = 1,
    { timeoutMs = 30_000, settleMs = 0, orFewer = false }: { timeoutMs?: number; settleMs?: number; orFewer?: boolean } = {},
  ): Promise<JsonCoreEvent[]> {
    const matching = async () => (await coreEvents()).filter((e): e is JsonCoreEvent => typeof e.payload !== 'string' && select(e as JsonCoreEvent));
    const found = await eventually(matching, (events) => events.length >= expected, timeoutMs);
    if (found.length < expected) {
      if (orFewer) return found;
      throw new Error(`coreEventsWhere: ${found.length} of ${expected} events within ${timeoutMs} ms`);
    }
    if (settleMs > 0) await sleep(settleMs);
    return settleMs > 0 ? matching() : found;
  }

  /**
   * Makes the core stub fail its next `count` deliveries (default 1) with `status` (400–599), or
   * hold them unanswered until the connection closes (`timeout`). Faults queue up after those
   * already asked for and hit whichever delivery comes next, from any test, unless `type`, `id`
   * or `reference` narrows them.
   */
  async function coreFaults(fault: CoreFault): Promise<CoreFaults> {
    const response = await fetch(`${coreStub}/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) });
    if (!response.ok) throw new Error(`coreFaults: ${response.status} ${await response.text()}`);
    return (await response.json()) as CoreFaults;
  }

  return { coreEvents, coreEventsWhere, coreFaults };
}

/** The mails MailDev at `maildev` caught. */
export function maildevAt(maildev: string) {
  /** Every mail caught for `address` (any case), oldest first; with `source`, each with its raw message. */
  async function caughtMails(address: string, { source = false } = {}): Promise<CaughtMail[]> {
    const response = await fetch(`${maildev}/api/email`);
    if (!response.ok) return [];
    const mine = ((await response.json()) as CaughtMail[]).filter((m) => m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    if (!source) return mine;
    return Promise.all(mine.map(async (m) => ({ ...m, source: await (await fetch(`${maildev}/api/email/${m.id}/source`)).text() })));
  }

  /** Every mail caught for `address`, oldest first, once there are `count` of them; throws after `timeoutMs`. */
  async function mailsTo(address: string, count = 1, { timeoutMs = 15_000, source = false } = {}): Promise<CaughtMail[]> {
    const mails = await eventually(() => caughtMails(address, { source }), (found) => found.length >= count, timeoutMs);
    if (mails.length < count) throw new Error(`mailsTo: ${mails.length} of ${count} mails for ${address} within ${timeoutMs} ms`);
    return mails;
  }

  /** A mail's header lines as sent (MailDev's list keeps only a few), names lower-cased, lines unfolded. */
  async function mailHeaders(mail: CaughtMail): Promise<Record<string, string>> {
    // Always read from MailDev: the mail it lists has a `source` of its own (its file's path).
    const source = await (await fetch(`${maildev}/api/email/${mail.id}/source`)).text();
    const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    return Object.fromEntries(head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  }

  return { caughtMails, mailsTo, mailHeaders };
}
