import { accountHolders, linkRequest, type FixtureLink } from '@site/api/fixtures';
import { randomUUID } from 'node:crypto';

/**
 * The real local API, MailDev and the core stub, as the Playwright runs start them
 * (playwright.config.ts: scripts/local-api.sh, MailDev and scripts/core-stub.mjs on their default
 * ports). Tests create what they need through the API's internal endpoint, so single-use links
 * never collide between tests or reruns, read mails through MailDev's REST API and the events
 * for the bank's core through the stub's.
 */
export const localApi = {
  origin: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`,
  /** The same defaults as scripts/local-api.sh. */
  internalLinkSecret: process.env.INTERNAL_LINK_SECRET ?? 'local-internal-link-secret',
  supportToken: process.env.SUPPORT_TOKEN ?? 'local-support-token',
  maildev: `http://127.0.0.1:${process.env.MAILDEV_WEB_PORT ?? 1080}`,
  coreStub: `http://127.0.0.1:${process.env.CORE_STUB_PORT ?? 8789}`,
};

export type { LinkKind } from '@site/api/contract';
export type NewLink = FixtureLink;

/** Anna Schmidt, born 12.04.1990: the holder of the fixture links (packages/api/README.md). */
export const anna = accountHolders.anna;

/** A fresh link written as the bank's core system writes it; resolves to its token (the URL fragment). */
export async function createLink(link: NewLink): Promise<string> {
  const response = await fetch(`${localApi.origin}/internal/links`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localApi.internalLinkSecret}` },
    body: JSON.stringify(linkRequest(link)),
  });
  if (response.status !== 201) throw new Error(`createLink: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** An e-mail address no other test or run uses. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}-${randomUUID().slice(0, 12)}@evergreen-test.example`;
}

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** Every mail MailDev caught for `address`, oldest first, once there are `count` of them (waiting up to `timeoutMs`). */
export async function mailsTo(address: string, count: number, timeoutMs = 15_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${localApi.maildev}/api/email`);
    const mails = response.ok ? ((await response.json()) as CaughtMail[]).filter((m) => m.to.some((to) => to.address.toLowerCase() === address.toLowerCase())) : [];
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`mailsTo: ${mails.length} of ${count} mails for ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first mail MailDev caught for `address`, waiting up to `timeoutMs` for it to arrive. */
export async function mailTo(address: string, timeoutMs = 15_000): Promise<CaughtMail> {
  return (await mailsTo(address, 1, timeoutMs))[0]!;
}

/** A mail's header lines as sent (MailDev's list keeps only a few), names lower-cased, lines unfolded. */
export async function mailHeaders(mail: CaughtMail): Promise<Record<string, string>> {
  const source = await (await fetch(`${localApi.maildev}/api/email/${mail.id}/source`)).text();
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return Object.fromEntries(
    head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

/** The links of a mail's plain-text part. */
export function linksIn(mail: CaughtMail): string[] {
  return [...mail.text.matchAll(/https?:\/\/[^\s>)"]+/g)].map((m) => m[0]);
}

/** The support lookup of a consent id (GET /consent-records/{id} with the support token). */
export async function lookUpConsentRecords(consentId: string, token: string | null = localApi.supportToken) {
  return fetch(`${localApi.origin}/api/consent-records/${encodeURIComponent(consentId)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** One delivery the core stub received (scripts/core-stub.mjs, GET /events). */
export interface CoreEvent {
  /** The `webhook-id` header: the outbox id, the same on every retry of one event. */
  id: string | null;
  type: string | null;
  receivedAt: string;
  signatureValid: boolean;
  /** The body as sent: `{ type, timestamp, data }`, or its text when it was not JSON. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | string;
}

/**
 * Every delivery the core stub kept, oldest first, retries and forged ones included. The stub is
 * shared by all tests of a run: find your own by your data (an e-mail, a link's reference).
 */
export async function coreEvents(): Promise<CoreEvent[]> {
  const response = await fetch(`${localApi.coreStub}/events`);
  if (!response.ok) throw new Error(`coreEvents: ${response.status} ${await response.text()}`);
  return (await response.json()) as CoreEvent[];
}

/**
 * The verified events of the core stub that `select` picks, once there are `expected` of them and
 * the stub has held still for a moment after (`settleMs`, so one too many is seen too). Throws
 * after `timeoutMs`. A test that reads only the first event, and counts none, passes `settleMs` 0.
 */
export async function coreEventsWhere(
  select: (event: CoreEvent & { payload: Exclude<CoreEvent['payload'], string> }) => boolean,
  expected = 1,
  timeoutMs = 30_000,
  settleMs = 2000,
): Promise<CoreEvent[]> {
  const deadline = Date.now() + timeoutMs;
  const matching = async () =>
    (await coreEvents()).filter((e) => typeof e.payload !== 'string' && select(e as CoreEvent & { payload: Exclude<CoreEvent['payload'], string> }));
  let found = await matching();
  while (found.length < expected) {
    if (Date.now() > deadline) throw new Error(`coreEventsWhere: ${found.length} of ${expected} events within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    found = await matching();
  }
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  return matching();
}

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

/**
 * Makes the core stub fail its next `count` deliveries (default 1) with `status` (400–599), or hold
 * them unanswered until the connection closes (`timeout`). Faults queue up after those already
 * asked for and hit whichever delivery comes next, from any test, unless `type` or `id` narrows them.
 */
export async function coreFaults(fault: CoreFault): Promise<CoreFaults> {
  const response = await fetch(`${localApi.coreStub}/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`coreFaults: ${response.status} ${await response.text()}`);
  return (await response.json()) as CoreFaults;
}
