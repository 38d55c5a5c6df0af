import type { Page } from '@playwright/test';
import { essentialKeys } from '@site/consent/services';
import type { Locale } from '@site/i18n';
import { test as base, createLink, expect, grantConsent, recordRequests, type LinkKind, type NewLink } from '@site/testing';
import { accountHolders } from '@site/api/fixtures';
import { localizedPath, routes, type AccountRouteId } from '@site/config/routes';
import { siteConfig, text } from './helpers';

export { siteConfig, text, expect };

/**
 * The system pages' tests run as a returning visitor with essential consent (the consent dialog
 * is modal and would cover the page) and answer every request to another host with an empty
 * 204, so no test reaches a third party (the chat widget is such a request). Their calls go to
 * the real local API through the site's `/api`.
 */
export const test = base.extend<{ isolated: void }>({
  isolated: [
    async ({ context, page, baseURL }, use) => {
      await grantConsent(context, baseURL!, essentialKeys);
      await recordRequests(page, [new URL(baseURL!).origin]);
      await use();
    },
    { auto: true },
  ],
});

/** Opens a system page with the link hash in the fragment, as the e-mail links do. */
export async function openAccountPage(page: Page, locale: Locale, id: AccountRouteId, hash?: string) {
  await page.goto(`${localizedPath(locale, routes[id].path)}${hash ? `#${hash}` : ''}`);
}

/** The API call each kind of link makes (packages/api/openapi.yaml). */
export const linkCalls: Record<LinkKind, string> = {
  partner: '/v1/partner-registrations',
  reset: '/v1/password-resets',
  refund: '/v1/reimbursements',
  referral: '/v1/referral-redemptions',
  unbind: '/v1/device-unbinds',
  verify: '/v1/email-verifications',
  psd2: '/v1/psd2-authorizations/status',
};

const holders = accountHolders;

/**
 * Fault cases the real API does not produce on demand, made by intercepting the page's calls to
 * `/api<path>`: a 500, a 2xx that is not JSON, a call that never answers (loading states), or the
 * real answer 1.5 s late.
 */
export async function failApi(page: Page, path: string, how: 'server' | 'malformed' | 'hang' | 'slow') {
  await page.route(`**/api${path}`, async (route) => {
    if (how === 'server') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' });
    if (how === 'malformed') return route.fulfill({ status: 200, contentType: 'text/html', body: '<html>garbled</html>' });
    if (how === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.continue();
    }
    return undefined; // never answered
  });
}

/**
 * Holds the page's calls to `/api<path>` until `release()`, then lets them through to the real
 * API: a loading state is checked for as long as it takes, with no fixed delay. Counts the calls.
 * Release soon: held longer than API_TIMEOUT_MS, the page would rightly time out.
 */
export async function holdApi(page: Page, path: string) {
  let calls = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api${path}`, async (route) => {
    calls += 1;
    await released;
    await route.continue();
  });
  return { release, calls: () => calls };
}

/**
 * Opens a system page with a FRESH link of the real local API, described the way
 * packages/api/README.md names the fixture links: `<kind>-<days old>d-<holder>[-<case>]`, e.g.
 * `reset-8d-anna` (expired), `partner-1d-ben-used`, `refund-1d-ben-boom`. The link is created
 * through the API's internal endpoint (so single-use links never collide between tests and
 * reruns); the cases the API does not produce on demand are made with page.route: `boom` (500),
 * `garbled` (HTML), `hang` (no answer), `slow` (1.5 s late). `used` issues a used link; PSD2's
 * `pending`, `failed`, `phish` and `dataurl` set its status and app link. Resolves to the token.
 */
export async function openLink(page: Page, locale: Locale, id: AccountRouteId, description: string): Promise<string> {
  const [kind, age, holder, magic] = description.split('-') as [LinkKind, string, keyof typeof holders, string | undefined];
  const link: Omit<NewLink, 'locale'> = { kind, holder: holders[holder], ageDays: Number(age.replace(/d$/, '')) };
  if (kind === 'referral') link.referralCode = 'FRIEND-2026';
  if (kind === 'psd2') {
    const appUrl = { phish: 'https://evil.example/phish', dataurl: 'data:text/html,<b>phish</b>' }[magic ?? ''];
    link.psd2 =
      magic === 'failed'
        ? { status: 'FAILED' }
        : { status: 'PENDING', ...(appUrl ? { appUrl } : {}) };
    // The local core stub releases a link whose reference starts with auto-release, a moment
    // after the page first asks (scripts/core-stub.mjs); the other cases stay pending.
    if (!magic) link.reference = `auto-release-${crypto.randomUUID()}`;
  }
  if (magic === 'used') link.used = true;
  if (magic === 'boom' || magic === 'garbled' || magic === 'hang' || magic === 'slow') {
    await failApi(page, linkCalls[kind], { boom: 'server', garbled: 'malformed', hang: 'hang', slow: 'slow' }[magic] as 'server');
  }
  const token = await createLink({ ...link, locale });
  await openAccountPage(page, locale, id, token);
  return token;
}

/** Opens a system page with a fresh link of the real local API; resolves to its token. */
export async function openNewLink(page: Page, locale: Locale, id: AccountRouteId, link: Omit<NewLink, 'locale'>) {
  const token = await createLink({ ...link, locale });
  await openAccountPage(page, locale, id, token);
  return token;
}

/**
 * The page opened while its link could still act: the state the page asks for as it opens
 * (`POST /v1/links/status`) answers VALID, so the form is shown and its submit meets what the
 * server says of the link now (expired, used, blocked): the submit checks everything again.
 */
export async function openedWhileValid(page: Page) {
  await page.route('**/api/v1/links/status', (route) =>
    route.fulfill({ json: { kind: (route.request().postDataJSON() as { kind: string }).kind, state: 'VALID' } }),
  );
}

/** A catalogue text with its placeholders as wildcards, for messages with formatted values. */
export function textPattern(locale: Locale, namespace: string, key: string): RegExp {
  const raw = text(locale, namespace, key, { from: '\u0000', to: '\u0000', count: '\u0000', max: '\u0000' });
  const escaped = raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\u0000', '.+');
  return new RegExp(escaped);
}

export async function fillBirthday(page: Page, locale: Locale, iso: string) {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const label = (key: string) => new RegExp(`^${text(locale, 'Validation', key)}`);
  await page.getByLabel(label('dateDay')).fill(day);
  await page.getByLabel(label('dateMonth')).fill(month);
  await page.getByLabel(label('dateYear')).fill(year);
}

export async function birthdayValues(page: Page, locale: Locale) {
  const label = (key: string) => new RegExp(`^${text(locale, 'Validation', key)}`);
  return Promise.all(
    ['dateDay', 'dateMonth', 'dateYear'].map((key) => page.getByLabel(label(key)).inputValue()),
  );
}

/** The page's own alerts (Next's route announcer is an empty alert outside main). */
export function alert(page: Page) {
  return page.getByRole('main').getByRole('alert');
}
