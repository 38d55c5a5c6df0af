import {
  choose,
  consentText,
  cookieNames,
  dialog,
  essentialCookieNames,
  essentialVendors,
  expect,
  grantConsent,
  hidePage,
  marketingVendors,
  NOTIFY_ENDPOINT,
  openWatchedPage,
  closePage,
  SESSIONS_ENDPOINT,
  test,
  watch,
} from '@site/testing';
import { essentialKeys, optionalKeys, type ServiceKey } from '@site/consent/services';
import { localizedPath, routeList } from '@site/config/routes';
import type { BrowserContext } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

// These specs start as a first visit: no consent stored before the page loads.
test.use({ consentKeys: [] });

// Every page type of the site plus the 404 page. Which vendors load is decided by the consent
// layer, the same code on every page of both locales: each page type is visited in en-EU, the
// home and 404 pages in de-DE too, and a check of the built HTML below proves that each de-DE
// page asks for the same scripts as its en-EU twin and for nothing from another host.
const enPaths = [...routeList.map((route) => localizedPath('en-EU', route.path)), '/en-EU/no-such-page/'];
const freshVisits = [...enPaths, '/de-DE/', '/de-DE/no-such-page/'];

/**
 * A first visit to `path` in a new tab of the context, no cookie stored: the dialog shows, the
 * essential vendors load and nothing else, and no cookie but essential ones is set.
 */
async function expectFreshVisit(context: BrowserContext, baseURL: string, path: string) {
  await context.clearCookies();
  const { page, network } = await openWatchedPage(context, baseURL, path);
  await expect(dialog(page)).toBeVisible();
  // The essential vendors have loaded, so the page has had its chance to load more.
  await expect.poll(() => [...network.vendors()].sort()).toEqual(essentialVendors);
  // Hidden, as a tab switch does: field data (FIELD_DATA), had it loaded, would send its beacon now.
  await hidePage(page);
  await page.waitForLoadState('networkidle');
  expect([...network.vendors()].sort()).toEqual(essentialVendors);
  expect((await cookieNames(context)).filter((n) => !essentialCookieNames.includes(n))).toEqual([]);
  await closePage(page);
}

test.describe('a) a fresh visit loads essential services only and sets no cookie but essential ones', () => {
  const perTest = 10;
  // A visit was a test of its own, with its own 30 s.
  test.describe.configure({ timeout: perTest * 30_000 });
  for (let from = 0; from < freshVisits.length; from += perTest) {
    const paths = freshVisits.slice(from, from + perTest);
    test(`${paths[0]} … ${paths.at(-1)}`, async ({ context, baseURL }) => {
      for (const path of paths) {
        await test.step(path, () => expectFreshVisit(context, baseURL!, path));
      }
    });
  }

  test('every de-DE page asks for the scripts of its en-EU twin, and neither for anything from another host', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const enPath of enPaths) {
      const dePath = enPath.replace(/^\/en-EU\//, '/de-DE/');
      const read = async (path: string) => requestedBy(await (await request.get(path)).text(), `${origin}${path}`);
      const [en, de] = await Promise.all([read(enPath), read(dePath)]);
      expect(de.scripts, `${dePath}: its scripts`).toEqual(en.scripts);
      expect(en.scripts.length, `${enPath}: its scripts`).toBeGreaterThan(0);
      expect(en.foreign, `${enPath}: asks another host`).toEqual([]);
      expect(de.foreign, `${dePath}: asks another host`).toEqual([]);
    }
  });
});

/**
 * What a page's HTML makes the browser fetch: its scripts (the `src` ones and the chunks the
 * loader adds after the first frame, `data-after-paint`), and every URL of an element that is
 * fetched as the page loads (images, frames, media, stylesheets, preloads) on another origin.
 */
function requestedBy(html: string, url: string) {
  const scripts: string[] = [];
  const foreign: string[] = [];
  const fetched = (value: string) => {
    const target = new URL(value, url);
    if (target.protocol.startsWith('http') && target.origin !== new URL(url).origin) foreign.push(target.href);
    return target;
  };
  const walk = (node: ChildNode | ParentNode) => {
    if ('tagName' in node) {
      const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
      const src = attr('src');
      if (node.tagName === 'script') {
        if (src) scripts.push(fetched(src).pathname);
        const listed = attr('data-after-paint');
        if (listed) scripts.push(...(JSON.parse(listed) as string[]).map((chunk) => fetched(chunk).pathname));
      } else if (src && ['img', 'iframe', 'video', 'audio', 'source', 'embed', 'track', 'input'].includes(node.tagName)) fetched(src);
      for (const name of ['srcset', 'imagesrcset']) {
        for (const candidate of (attr(name) ?? '').split(',')) if (candidate.trim()) fetched(candidate.trim().split(/\s+/)[0]!);
      }
      const poster = attr('poster');
      if (poster) fetched(poster);
      const rel = attr('rel')?.split(/\s+/) ?? [];
      const href = attr('href');
      if (node.tagName === 'link' && href && rel.some((r) => ['stylesheet', 'preload', 'modulepreload', 'prefetch', 'icon', 'apple-touch-icon', 'manifest', 'preconnect', 'dns-prefetch'].includes(r))) fetched(href);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node && node.content) walk(node.content as ParentNode);
  };
  walk(parse(html));
  return { scripts: scripts.sort(), foreign };
}

// b) and c), the choices that govern later pages: consent-dialog.spec.ts (testRejectThenSettings, testAcceptAll).

test('d) the Consent Mode default (all denied) is pushed before GTM loads; accept selected with analytics only loads analytics and no marketing vendor', async ({ page, baseURL }) => {
  test.setTimeout(60_000); // what were two tests
  const network = await watch(page, baseURL!);
  await page.goto('/en-EU/');
  await expect(dialog(page)).toBeVisible();
  const layer = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
      entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
  const defaultIndex = layer.findIndex((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'default');
  const gtmIndex = layer.findIndex((e) => !Array.isArray(e) && (e as { event?: string }).event === 'gtm.js');
  expect(defaultIndex).toBeGreaterThanOrEqual(0);
  expect(defaultIndex).toBeLessThan(gtmIndex);
  expect((layer[defaultIndex] as unknown[])[2]).toMatchObject({
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });

  await dialog(page).getByRole('button', { name: consentText('en-EU', 'showSettings') }).click();
  await dialog(page).getByRole('switch', { name: 'Google Analytics' }).click();
  await choose(page, 'en-EU', 'acceptSelected');
  await expect.poll(() => network.vendors().has('GOOGLE_ANALYTICS')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(marketingVendors.filter((key) => network.vendors().has(key))).toEqual([]);
  const consentUpdate = await page.evaluate(() =>
    (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
      .map((entry) => Array.from(entry))
      .find((entry) => entry[0] === 'consent' && entry[1] === 'update'),
  );
  expect(consentUpdate?.[2]).toEqual({
    ad_storage: 'denied',
    analytics_storage: 'granted',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
});

test.describe('j) error reporting', () => {
  async function throwAndCollect(page: import('@playwright/test').Page, baseURL: string, keys: readonly ServiceKey[]) {
    await grantConsent(page.context(), baseURL, keys);
    const network = await watch(page, baseURL);
    await page.goto('/en-EU/');
    return network;
  }
  const notifyPosts = (network: Awaited<ReturnType<typeof watch>>) =>
    network.all.filter((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
  const sessionPosts = (network: Awaited<ReturnType<typeof watch>>) =>
    network.all.filter((r) => r.url().startsWith(SESSIONS_ENDPOINT) && r.method() === 'POST');

  test('with BUGSNAG consent the reporter posts exactly one session record, and a thrown error one event to the notify endpoint', async ({ page, baseURL }) => {
    const network = await throwAndCollect(page, baseURL!, [...essentialKeys, 'BUGSNAG']);
    await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on');
    await expect.poll(() => sessionPosts(network).length).toBe(1);
    const session = sessionPosts(network)[0]!.postDataJSON() as { sessions: { id: string }[] };
    expect(session.sessions).toHaveLength(1);
    const posted = page.waitForRequest((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: thrown on purpose');
      });
    });
    const request = await posted;
    const body = request.postDataJSON() as { events: { exceptions: { message: string }[] }[] };
    expect(body.events).toHaveLength(1);
    expect(body.events[0]!.exceptions[0]!.message).toBe('e2e: thrown on purpose');
    await page.waitForLoadState('networkidle');
    expect(notifyPosts(network)).toHaveLength(1);
    expect(sessionPosts(network)).toHaveLength(1);
  });

  test('without BUGSNAG consent nothing is posted', async ({ page, baseURL }) => {
    const network = await throwAndCollect(page, baseURL!, [...essentialKeys, ...optionalKeys.filter((k) => k !== 'BUGSNAG')]);
    await expect.poll(() => network.vendors().has('GOOGLE_ANALYTICS')).toBe(true);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: thrown on purpose');
      });
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).not.toHaveAttribute('data-error-reporting', 'on');
    expect(notifyPosts(network)).toEqual([]);
    expect(sessionPosts(network)).toEqual([]);
  });
});
