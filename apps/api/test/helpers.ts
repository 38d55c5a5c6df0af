import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect, inject } from 'vitest';
import worker from '../src/index';
import { accountHolders, linkRequest, type FixtureLink } from '@site/api/fixtures';

let ipCounter = 0;

/** A client IP of its own per call site, so the per-IP limit of one test never spills into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export interface CallOptions {
  body?: unknown;
  raw?: BodyInit;
  method?: string;
  headers?: Record<string, string>;
  ip?: string;
  env?: Partial<Env>;
}

/**
 * Calls the Worker's fetch handler as Cloudflare would (CF-Connecting-IP set), with the test
 * bindings plus any overrides, and waits for work it left running (mails) before answering.
 */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'CF-Connecting-IP': options.ip ?? freshIp(), ...options.headers };
  let body = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const request = new Request(`https://api.test${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...options.env } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export const withMail = (): Partial<Env> => ({ SMTP_URL: inject('smtpUrl') });

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  source: string;
}

/** The mails MailDev caught for an address, newest last, with their raw source (headers). */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const base = inject('maildevUrl');
  const all = (await (await fetch(`${base}/api/email`)).json()) as CaughtMail[];
  const mine = all.filter((m) => m.to.some((t) => t.address === address));
  return Promise.all(mine.map(async (m) => ({ ...m, source: await (await fetch(`${base}/api/email/${m.id}/source`)).text() })));
}

/** The token after `#` of the first link in a mail's text that leads to `path`. */
export function tokenOf(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}#([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no link to ${path} in mail`);
  return match[1];
}

export const uniqueEmail = (label: string) => `${label}.${crypto.randomUUID().slice(0, 8)}@example.com`;

export const internalAuth = { Authorization: `Bearer ${env.INTERNAL_LINK_SECRET}` };

export const { anna, ben } = accountHolders;

/** Issues a link through the internal endpoint, as the core system does; answers its token. */
export async function issueLink(link: FixtureLink): Promise<string> {
  const response = await call('/internal/links', { body: linkRequest(link), headers: internalAuth });
  if (response.status !== 201) throw new Error(`issueLink: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function problemOf(response: Response) {
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  return (await response.json()) as { code: string; status: number; errors?: { field: string; rule: string }[]; remainingAttempts?: number };
}
