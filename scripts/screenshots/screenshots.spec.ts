import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import { grantConsent } from '../../packages/testing/src/index';
// Through the web app's modules, which resolve its workspace packages (@site/i18n, @site/content).
import { locales } from '../../apps/web/e2e/helpers';
import { detailRoutes } from '../../apps/web/src/lib/detailRoutes';
import { accountRouteIds, localizedPath, routeList, routes, type AccountRouteId } from '../../packages/config/src/routes';

type Locale = (typeof locales)[number];

const outDir = resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const widths = [390, 768, 1280, 1440];
const webUrl = `http://localhost:${process.env.WEB_PORT ?? 3000}`;
const registrationUrl = `http://localhost:${process.env.REGISTRATION_PORT ?? 3001}`;

/** The fixture link hash each system page shows its main state with (packages/api/README.md). */
const linkHashes: Partial<Record<AccountRouteId, string>> = {
  partnerRegistration: '#partner-3d-anna',
  deviceUnbindSuccess: '#unbind-1d-anna',
  emailVerificationSuccess: '#verify-1d-anna',
  referral: '#referral-1d-anna',
  reimbursement: '#refund-1d-anna',
  passwordReset: '#reset-1d-anna',
  psd2Authorization: '#psd2-0d-anna',
};
const hashOf = (path: string) =>
  linkHashes[accountRouteIds.find((id) => routes[id].path === path)!] ?? '';

interface Shot {
  name: string;
  url: (locale: Locale) => Promise<string> | string;
  /** What the page's session holds before it opens (a tool's entries), as sessionStorage items. */
  session?: (locale: Locale) => Record<string, string>;
}

/** One page of each kind: every route of the route registry, the first detail page of each kind, the 404. */
const webShots: Shot[] = [
  ...routeList.map((route) => ({
    name: `web-${route.id}`,
    url: (locale: Locale) => `${webUrl}${localizedPath(locale, route.path)}${hashOf(route.path)}`,
  })),
  ...(['job', 'company', 'article'] as const).map((kind) => ({
    name: `web-${kind}-detail`,
    url: async (locale: Locale) => {
      const first = (await detailRoutes()).find((detail) => detail.kind === kind);
      return `${webUrl}${localizedPath(locale, first?.paths[locale] ?? '/')}`;
    },
  })),
  { name: 'web-not-found', url: (locale) => `${webUrl}/${locale}/does-not-exist/` },
  // A dead link's state (issue 47): its headline replaces the form's, with 'Request a new link'.
  { name: 'web-passwordReset-expired', url: (locale) => `${webUrl}${localizedPath(locale, routes.passwordReset.path)}#reset-8d-anna` },
  // The 50-30-20 check with a result: the targets beside the shares.
  {
    name: 'web-budgetCheck-result',
    url: (locale) => `${webUrl}${localizedPath(locale, routes.budgetCheck.path)}`,
    session: (locale) => ({
      'budget-check': JSON.stringify({ locale, entries: { income: '3000', essentials: '1600', fun: '700', savings: '400' } }),
    }),
  },
];

const registrationShots: Shot[] = [
  { name: 'registration-open-account', url: (locale) => `${registrationUrl}/${locale.replace('-', '')}/` },
  { name: 'registration-error', url: (locale) => `${registrationUrl}/${locale.replace('-', '')}/error` },
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // The registration app draws its page from script: wait until it has.
  await page.getByRole('heading', { level: 1 }).first().waitFor().catch(() => undefined);
  // Lazy images below the fold load only when scrolled to; a full-page picture should show them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => done(null)));
    }
    window.scrollTo(0, 0);
  });
  // ...and a picture still showing its blurred placeholder is not what a visitor sees either.
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

for (const consent of ['dialog', 'consented'] as const) {
  for (const locale of locales) {
    for (const shot of [...webShots, ...registrationShots]) {
      test(`${shot.name} ${locale} ${consent}`, async ({ browser }) => {
        const dir = join(outDir, consent, locale);
        mkdirSync(dir, { recursive: true });
        const url = await shot.url(locale);
        for (const width of widths) {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          if (consent === 'consented') await grantConsent(context, new URL(url).origin);
          const session = shot.session?.(locale);
          if (session) {
            await context.addInitScript((items) => {
              for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
            }, session);
          }
          const page = await context.newPage();
          await page.goto(url);
          await settle(page);
          await page.screenshot({ path: join(dir, `${shot.name}-${width}.png`), fullPage: true });
          // Below 1024 px the navigation is a panel behind the menu button: one picture with it open.
          const menu = page.getByRole('banner').getByRole('button', { expanded: false });
          if (consent === 'consented' && shot.name === 'web-home' && width < 1024 && (await menu.isVisible())) {
            await menu.click();
            await page.screenshot({ path: join(dir, `${shot.name}-menu-${width}.png`) });
          }
          await context.close();
        }
      });
    }
  }
}
