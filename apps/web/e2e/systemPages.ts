import type { Page } from '@playwright/test';
import { essentialKeys } from '@site/consent/services';
import type { Locale } from '@site/i18n';
import { test as base, expect, grantConsent, recordRequests } from '@site/testing';
import { localizedPath, routes, type AccountRouteId } from '@site/config/routes';
import { siteConfig, text } from './helpers';

export { siteConfig, text, expect };

/**
 * The system pages' tests run as a returning visitor with essential consent (the consent dialog
 * is modal and would cover the page) and answer every request to another host with an empty
 * 204, so no test reaches a third party (the chat widget is such a request).
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

/** Waits until the MSW mock answers calls (the page starts it when a form appears). */
export async function mockReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-api-mock', 'ready');
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
