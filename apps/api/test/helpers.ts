import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect, inject } from 'vitest';
import worker from '../src/index';
import { recordAnswer } from './contractAnswers';
import { accountHolders, type FixtureLink } from '@site/api/fixtures';
import { coreStubAt, eventually, linkIssue, maildevAt, type CaughtMail, type JsonCoreEvent } from '@site/testing/services';

let ipCounter = 0;

/** A client IP of its own per call site, so the per-IP limit of one test never spills into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** Where a call arrives: the Worker's internal host (INTERNAL_API_URL of vitest.config.ts), or a site's, as its `/api/*` route sends it. */
export const internalOrigin = 'https://api.test';
export const siteOrigin = 'https://site.test';

export interface CallOptions {
  /** Default the internal host, where the whole API answers at the root. */
  origin?: string;
  body?: unknown;
  raw?: BodyInit;
  method?: string;
  headers?: Record<string, string>;
  ip?: string;
  env?: Partial<Env>;
}

/**
 * Calls the Worker's fetch handler as Cloudflare would (CF-Connecting-IP set), with the test
 * bindings plus any overrides, and waits for work it left running (mails) before answering. Its
 * JSON answer is kept, to be checked against the contract when the file ends (contractAnswers.ts).
 */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'CF-Connecting-IP': options.ip ?? freshIp(), ...options.headers };
  let body = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const request = new Request(`${options.origin ?? internalOrigin}${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...options.env } as Env, ctx);
  await waitOnExecutionContext(ctx);
  await recordAnswer(request, response);
  return response;
}

export { eventually, sleep, tokenOf, uniqueEmail, type CaughtMail } from '@site/testing/services';
/** Every delivery in these tests comes from the Worker, as JSON. */
export type CoreEvent = JsonCoreEvent;

const maildev = maildevAt(inject('maildevUrl'));
const coreStub = coreStubAt(inject('coreStubUrl'));

/** Waits until no outbox row of `kind` is waiting or being sent: every owed one is sent or failed. */
export async function drained(kind: 'mail' | 'event'): Promise<void> {
  const open = async () =>
    ((await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = ? AND status IN ('pending', 'queued', 'sending')").bind(kind).first<{ n: number }>())?.n ?? 0);
  const left = await eventually(open, (n) => n === 0, 30_000);
  if (left > 0) throw new Error(`${left} ${kind} rows of the outbox still open`);
}

/**
 * The mails MailDev caught for an address, oldest first, with their raw source (headers): once
 * there are `expected` of them, and then once every owed mail has left (so that one too many is
 * seen as well).
 */
export async function mailsTo(address: string, expected = 1): Promise<(CaughtMail & { source: string })[]> {
  await maildev.mailsTo(address, expected, { timeoutMs: 20_000 });
  await drained('mail');
  return (await maildev.caughtMails(address, { source: true })) as (CaughtMail & { source: string })[];
}

/** What the core stub received (scripts/core-stub.mjs), oldest first: all of it JSON, as the Worker sends it. */
export async function coreEvents(): Promise<JsonCoreEvent[]> {
  const events = await coreStub.coreEvents();
  const text = events.find((e) => typeof e.payload === 'string');
  if (text) throw new Error(`the core stub holds a delivery that is not JSON (webhook-id ${text.id})`);
  return events as JsonCoreEvent[];
}

export const { coreEventsWhere, coreFaults } = coreStub;

export const internalAuth = { Authorization: `Bearer ${env.INTERNAL_LINK_SECRET}` };

export const { anna, ben } = accountHolders;

/** Issues a link through the internal endpoint, as the core system does; answers its token and id. */
export async function issueLinkWithId(link: FixtureLink, extra: { reference?: string } = {}): Promise<{ token: string; id: string }> {
  const response = await call('/internal/links', { ...linkIssue(link, env.INTERNAL_LINK_SECRET, extra) });
  if (response.status !== 201) throw new Error(`issueLink: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string; id: string };
}

/** Issues a link and answers its token (the hash of the pages' URLs). */
export async function issueLink(link: FixtureLink): Promise<string> {
  return (await issueLinkWithId(link)).token;
}

export async function problemOf(response: Response) {
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  return (await response.json()) as { code: string; status: number; errors?: { field: string; rule: string }[]; remainingAttempts?: number };
}
