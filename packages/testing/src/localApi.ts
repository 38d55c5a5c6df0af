import { accountHolders, type FixtureLink } from '@site/api/fixtures';
import { isDevProxyRestart, mayBeDevProxyRestart } from '@site/api/devProxy';
import { coreStubAt, linkIssue, maildevAt, type CaughtMail, type CoreEvent, type JsonCoreEvent } from './services';

export type { CaughtMail, CoreEvent, CoreFault, CoreFaults } from './services';
export { linksIn, uniqueEmail } from './services';

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

/**
 * `fetch` to the local API, sent once more when `wrangler dev`'s own proxy answers that its pooled
 * hop to the Worker closed under the request (a 503 the Worker never saw:
 * cloudflare/workers-sdk#14641), as scripts/serve.mjs does for the pages' calls (one rule: @site/api's devProxy.mjs).
 */
async function fetchLocalApi(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  const contentType = response.headers.get('Content-Type');
  if (!mayBeDevProxyRestart(response.status, contentType)) return response;
  const text = await response.text();
  if (isDevProxyRestart(response.status, contentType, text)) return fetch(url, init);
  return new Response(text, { status: response.status, headers: response.headers });
}

/** A fresh link written as the bank's core system writes it; resolves to its token (the URL fragment). */
export async function createLink(link: NewLink): Promise<string> {
  const { body, headers } = linkIssue(link, localApi.internalLinkSecret);
  const response = await fetchLocalApi(`${localApi.origin}/internal/links`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`createLink: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

const maildev = maildevAt(localApi.maildev);
const coreStub = coreStubAt(localApi.coreStub);

/** Every mail MailDev caught for `address`, oldest first, once there are `count` of them (waiting up to `timeoutMs`). */
export const mailsTo = (address: string, count: number, timeoutMs = 15_000): Promise<CaughtMail[]> => maildev.mailsTo(address, count, { timeoutMs });

/** The first mail MailDev caught for `address`, waiting up to `timeoutMs` for it to arrive. */
export async function mailTo(address: string, timeoutMs = 15_000): Promise<CaughtMail> {
  return (await mailsTo(address, 1, timeoutMs))[0]!;
}

export const { mailHeaders } = maildev;

/** The support lookup of a consent id (GET /consent-records/{id} with the support token). */
export async function lookUpConsentRecords(consentId: string, token: string | null = localApi.supportToken) {
  return fetchLocalApi(`${localApi.origin}/api/consent-records/${encodeURIComponent(consentId)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/**
 * Every delivery the core stub kept, oldest first, retries and forged ones included. The stub is
 * shared by all tests of a run: find your own by your data (an e-mail, a link's reference).
 */
export const { coreEvents, coreFaults } = coreStub;

/**
 * The verified events of the core stub that `select` picks, once there are `expected` of them and
 * the stub has held still for a moment after (`settleMs`, so one too many is seen too). Throws
 * after `timeoutMs`. A test that reads only the first event, and counts none, passes `settleMs` 0.
 */
export const coreEventsWhere = (select: (event: JsonCoreEvent) => boolean, expected = 1, timeoutMs = 30_000, settleMs = 2000): Promise<CoreEvent[]> =>
  coreStub.coreEventsWhere(select, expected, { timeoutMs, settleMs });
