import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, grantConsent, test } from '@site/testing';
import { consentCookieName, essentialKeys } from '@site/consent/services';
import { embedHosts } from '@site/security';
import type { Locale } from '@site/i18n';
import { localizedPath } from '@site/config/routes';
import { detailPath } from '../src/lib/detailRoutes';
import { text } from './helpers';
import { content } from './pages/content';

// Video and podcast embeds are click-to-load (VIDEO and PODCAST services, §3). Before the click the
// provider gets no request at all; the button gives VIDEO or PODCAST consent and the frame loads.
const providerOrigins = [...embedHosts.VIDEO, ...embedHosts.PODCAST];

async function articleWithEmbeds(locale: Locale) {
  const article = (await content(locale)).articles.find((a) => a.embeds.length > 0);
  if (!article) throw new Error('the bundled content has no article with embeds');
  return article;
}

/** Stubs every provider host with a tiny player page and records what the page asked of them. */
async function stubProviders(page: Page) {
  const requested: string[] = [];
  await page.route(
    (url) => providerOrigins.includes(url.origin),
    async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>stub player</p>' });
    },
  );
  return requested;
}

// Each test is what were two, with their axe scans, on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const consentCookie = async (context: BrowserContext, kind: 'VIDEO' | 'PODCAST') =>
  (await context.cookies()).find((c) => c.name === consentCookieName(kind))?.value;

const button = (page: Page, locale: Locale, kind: 'VIDEO' | 'PODCAST') =>
  page.getByRole('button', { name: text(locale, 'Consent', kind === 'VIDEO' ? 'embed.loadVideo' : 'embed.loadPodcast') });

for (const locale of ['en-EU', 'de-DE'] as const) {
  test(`${locale}: no provider request before the click; a click gives VIDEO consent and loads the video, and a returning visitor with VIDEO consent gets the video frame at once`, async ({ page, context, baseURL }) => {
    const article = await articleWithEmbeds(locale);
    const video = article.embeds.find((e) => e.kind === 'VIDEO')!;
    await grantConsent(context, baseURL!, essentialKeys);
    const requested = await stubProviders(page);
    await page.goto(localizedPath(locale, detailPath('article', article.slug)));

    for (const embed of article.embeds) {
      await expect(page.getByText(embed.title, { exact: true })).toBeVisible();
    }
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('.consent-embed-preview').first()).toHaveAttribute('src', /^\/media\//);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await consentCookie(context, 'VIDEO')).toBeUndefined();
    await expectNoAxeViolations(page);

    await button(page, locale, 'VIDEO').click();
    const frame = page.locator(`iframe[title="${video.title}"]`);
    await expect(frame).toHaveAttribute('src', video.url);
    await expect(page.frameLocator(`iframe[title="${video.title}"]`).getByText('stub player')).toBeVisible();
    expect(requested).toContain(video.url);
    expect(await consentCookie(context, 'VIDEO')).toBe('true');
    // The podcast has its own consent: it stays a placeholder and its provider is not asked.
    expect(await consentCookie(context, 'PODCAST')).toBeUndefined();
    await expect(button(page, locale, 'PODCAST')).toBeVisible();
    expect(requested.filter((url) => embedHosts.PODCAST.includes(new URL(url).origin))).toEqual([]);
    await expectNoAxeViolations(page);

    // Back on the page with that VIDEO consent, as a returning visitor: the video frame at once.
    await page.reload();
    await expect(page.locator(`iframe[title="${video.title}"]`)).toHaveAttribute('src', video.url);
    await expect(button(page, locale, 'VIDEO')).toHaveCount(0);
  });
}

test('Enter, and on a fresh visit Space, on the podcast button gives PODCAST consent and loads the player', async ({ page, context, baseURL }) => {
  const locale = 'en-EU';
  const article = await articleWithEmbeds(locale);
  const podcast = article.embeds.find((e) => e.kind === 'PODCAST')!;
  const requested = await stubProviders(page);
  for (const key of ['Enter', 'Space'] as const) {
    await test.step(key, async () => {
      // Each key on a visit of its own: essential consent only, nothing asked of a provider yet.
      await context.clearCookies();
      await grantConsent(context, baseURL!, essentialKeys);
      requested.length = 0;
      await page.goto(localizedPath(locale, detailPath('article', article.slug)));
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);

      await button(page, locale, 'PODCAST').focus();
      await page.keyboard.press(key);
      await expect(page.locator(`iframe[title="${podcast.title}"]`)).toHaveAttribute('src', podcast.url);
      await expect(page.frameLocator(`iframe[title="${podcast.title}"]`).getByText('stub player')).toBeVisible();
      expect(requested).toEqual([podcast.url]);
      expect(await consentCookie(context, 'PODCAST')).toBe('true');
      expect(await consentCookie(context, 'VIDEO')).toBeUndefined();
    });
  }
});
