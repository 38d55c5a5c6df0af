import type { Page } from '@playwright/test';
import { choose, consentText, cookieNames, dialog, essentialCookieNames, expect, expectNoAxeViolations, grantConsent, test, testConsentCookieAttributes, testFocusStaysInDialog, watch, withFallbackFont } from '@site/testing';
import { consentCookieName, servicesIn } from '@site/consent/services';
import { locales } from './helpers';

// These specs start as a first visit: no consent stored before the page loads.
test.use({ consentKeys: [] });


testConsentCookieAttributes('/en-EU/', 'en-EU');

test('WSID: created with tracking consent, deleted when it is withdrawn from the footer', async ({ page, context, baseURL }) => {
  await watch(page, baseURL!);
  await page.goto('/en-EU/');
  await choose(page, 'en-EU', 'acceptAll');
  expect(await cookieNames(context)).toContain('WSID');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog(page).getByRole('switch', { name: 'Google Analytics' })).toBeChecked();
  await choose(page, 'en-EU', 'rejectOptional');
  expect(await cookieNames(context)).toEqual([...essentialCookieNames].sort());
});

test.describe('f) the dialog is modal', () => {
  test.use({ viewport: { width: 1000, height: 500 } });

  test('exactly one reload per choice, and Escape changes nothing', async ({ page, context, baseURL }) => {
    const network = await watch(page, baseURL!);
    await page.goto('/en-EU/');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    expect(await cookieNames(context)).toEqual([]);
    expect(network.loads()).toBe(1);
    await choose(page, 'en-EU', 'rejectOptional');
    await page.waitForLoadState('networkidle');
    expect(network.loads()).toBe(2);
  });

  testFocusStaysInDialog('/en-EU/', 'en-EU');

  test('the page behind does not scroll or shift, and focus returns to the footer button', async ({ page, baseURL }) => {
    await grantConsent(page.context(), baseURL!);
    await watch(page, baseURL!);
    await page.goto('/en-EU/');
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await button.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const widthBefore = await page.evaluate(() => document.documentElement.clientWidth);
    await button.click();
    await expect(dialog(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(widthBefore);
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, -400);
    await page.keyboard.press('PageUp');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await page.locator('main').evaluate((main) => Boolean(main.closest('[inert]')))).toBe(true);
    await choose(page, 'en-EU', 'acceptSelected');
  });

  test('the settings view opens scrolled to its top', async ({ page, baseURL }) => {
    await watch(page, baseURL!);
    await page.goto('/en-EU/');
    const box = dialog(page);
    await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await box.getByRole('button', { name: consentText('en-EU', 'showSettings') }).click();
    await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBe(0);
  });
});

test.describe('g) legacy category cookies', () => {
  const keysIn = (category: Parameters<typeof servicesIn>[0]) => servicesIn(category).map((s) => consentCookieName(s.key));
  const cases: [string, Record<string, string>, string[], boolean][] = [
    [
      'accepted',
      { ESSENTIAL_USER_CONSENT: 'true', PERFORMANCE_USER_CONSENT: 'true', MARKETING_USER_CONSENT: 'true' },
      [...keysIn('essential'), ...keysIn('performance'), ...keysIn('marketing')],
      false,
    ],
    [
      'rejected',
      { ESSENTIAL_USER_CONSENT: 'true', PERFORMANCE_USER_CONSENT: 'false', MARKETING_USER_CONSENT: 'false' },
      keysIn('essential'),
      false,
    ],
    [
      'partial',
      { ESSENTIAL_USER_CONSENT: 'true', PERFORMANCE_USER_CONSENT: 'true', MARKETING_USER_CONSENT: 'false' },
      [...keysIn('essential'), ...keysIn('performance')],
      false,
    ],
    ['malformed', { ESSENTIAL_USER_CONSENT: 'yes', PERFORMANCE_USER_CONSENT: '%7B' }, [], true],
  ];
  for (const [name, legacy, expected, dialogShows] of cases) {
    test(name, async ({ page, context, baseURL }) => {
      await context.addCookies(Object.entries(legacy).map(([n, value]) => ({ name: n, value, url: baseURL! })));
      const network = await watch(page, baseURL!);
      await page.goto('/en-EU/');
      await expect.poll(() => network.vendors().has('GOOGLE_TAG_MANAGER')).toBe(true);
      await expect(dialog(page)).toHaveCount(dialogShows ? 1 : 0);
      const names = (await cookieNames(context)).filter((n) => n !== 'WSID');
      expect(names).toEqual([...expected].sort());
      expect(network.vendors().has('TIKTOK_PIXEL')).toBe(expected.includes('TIKTOK_PIXEL_USER_CONSENT'));
    });
  }
});

for (const locale of locales) {
  test(`i) axe finds no violations in the summary and settings (${locale})`, async ({ page, baseURL }) => {
    await watch(page, baseURL!);
    await page.goto(`/${locale}/`);
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'title'));
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    // Equal prominence: rejecting is the same size and style as accepting.
    const accept = dialog(page).getByRole('button', { name: consentText(locale, 'acceptAll') });
    const reject = dialog(page).getByRole('button', { name: consentText(locale, 'rejectOptional') });
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(a!.width - r!.width)).toBeLessThan(1);
    expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
    await dialog(page).getByRole('button', { name: consentText(locale, 'showSettings') }).click();
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'settingsTitle'));
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });
}

/**
 * The focused heading's ring (outline) as boxes: where the ring's outer edge is, how far the
 * heading's letters and the next visible text keep from it, and the dialog's visible area.
 */
async function headingRing(page: Page) {
  return dialog(page)
    .getByRole('heading', { level: 2 })
    .evaluate((heading) => {
      const style = getComputedStyle(heading);
      const width = parseFloat(style.outlineWidth);
      const offset = parseFloat(style.outlineOffset);
      const box = heading.getBoundingClientRect();
      const letters = document.createRange();
      letters.selectNodeContents(heading);
      const text = letters.getBoundingClientRect();
      const inner = { left: box.left - offset, top: box.top - offset, right: box.right + offset, bottom: box.bottom + offset };
      const outer = { left: inner.left - width, top: inner.top - width, right: inner.right + width, bottom: inner.bottom + width };
      const dialogElement = heading.closest('[role="dialog"]') as HTMLElement;
      const frame = dialogElement.getBoundingClientRect();
      const visible = {
        left: frame.left + dialogElement.clientLeft,
        top: frame.top + dialogElement.clientTop,
        right: frame.left + dialogElement.clientLeft + dialogElement.clientWidth,
        bottom: frame.top + dialogElement.clientTop + dialogElement.clientHeight,
      };
      let next = heading.nextElementSibling;
      while (next && next.getBoundingClientRect().height === 0) next = next.nextElementSibling;
      return {
        focused: document.activeElement === heading && heading.matches(':focus-visible'),
        style: style.outlineStyle,
        width,
        // Space between the ring's inside and the heading's letters, per side.
        letterGap: Math.min(text.left - inner.left, text.top - inner.top, inner.right - text.right, inner.bottom - text.bottom),
        // Space between the ring's outside and the dialog's visible edge, per side (negative: clipped).
        edgeGap: Math.min(outer.left - visible.left, outer.top - visible.top, visible.right - outer.right, visible.bottom - outer.bottom),
        nextGap: next ? next.getBoundingClientRect().top - outer.bottom : Infinity,
      };
    });
}

async function expectRoomyRing(page: Page, view: string) {
  await expect.poll(async () => (await headingRing(page)).focused, `${view}: the heading has visible focus`).toBe(true);
  const ring = await headingRing(page);
  expect(ring.style, view).not.toBe('none');
  expect(ring.width, view).toBeGreaterThanOrEqual(2);
  expect(ring.edgeGap, `${view}: the ring is cut by the dialog's edge`).toBeGreaterThanOrEqual(4);
  expect(ring.letterGap, `${view}: the ring touches the heading's letters`).toBeGreaterThanOrEqual(4);
  expect(ring.nextGap, `${view}: the ring touches the text below`).toBeGreaterThanOrEqual(4);
}

for (const locale of locales) {
  for (const width of [390, 1280]) {
    test(`the focused heading's ring is whole and clear of the text at ${width} px (${locale})`, async ({ page, baseURL }) => {
      await withFallbackFont(page);
      await watch(page, baseURL!);
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/${locale}/`);
      await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'title'));
      await expectRoomyRing(page, 'summary');
      // Settings opened from the keyboard, as a keyboard user does: the heading's ring shows again.
      await dialog(page).getByRole('button', { name: consentText(locale, 'showSettings') }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'settingsTitle'));
      await expectRoomyRing(page, 'settings');
    });
  }
}
