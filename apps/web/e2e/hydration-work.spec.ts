import { expect, grantConsent, test } from '@site/testing';
import { href, type RouteId } from '@site/config/routes';
import { locales } from './helpers';

// The first Intl formatter, collator or segmenter a page creates loads ICU's locale data: 5-12 ms
// here, four times that on a phone, inside the one task in which React hydrates the page
// (Lighthouse's TBT). A page whose figures do not change in the browser gets them written by the
// server (docs/decisions.md: *No Intl object while a page hydrates, where the server can do it*). The
// calculators and the bank comparator format what the visitor enters or chooses, so they are not
// listed here.

test.beforeEach(async ({ context, baseURL }) => {
  await grantConsent(context, baseURL!);
});

const pages: RouteId[] = ['home', 'impact', 'accounts', 'investing', 'jobs', 'newsletter'];

for (const locale of locales) {
  test(`${locale}: home, impact, accounts, investing, jobs and newsletter hydrate without making an Intl object`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: { name: string; at: number }[] = [];
      (window as unknown as { intlMade: typeof made }).intlMade = made;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'Segmenter', 'DisplayNames'] as const) {
        const Original = Intl[name] as unknown as (new (...args: unknown[]) => object) & { supportedLocalesOf: unknown };
        const Counted = function (...args: unknown[]) {
          made.push({ name, at: performance.now() });
          return new Original(...args);
        };
        Counted.prototype = Original.prototype;
        Object.assign(Counted, { supportedLocalesOf: Original.supportedLocalesOf });
        (Intl as unknown as Record<string, unknown>)[name] = Counted;
      }
    });
    for (const route of pages) {
      await page.goto(href(route, locale));
      // Made by then: in a module or a render of the hydration, or in its effects. The impact
      // figures' count-up makes its formatter later, once a figure scrolls into view.
      const hydratedAt = await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark')[0]?.startTime);
      const madeWhileHydrating = await page.evaluate(
        (mark) => (window as unknown as { intlMade: { name: string; at: number }[] }).intlMade.filter((m) => m.at <= mark).map((m) => m.name),
        (await hydratedAt.jsonValue()) as number,
      );
      expect(madeWhileHydrating, `${href(route, locale)} made these while it hydrated`).toEqual([]);
    }
  });
}
