import type { Page } from '@playwright/test';
import { choose, consentText, cookieNames, dialog, essentialCookieNames, expect, expectFocusStaysInDialog, expectNoAxeViolations, grantConsent, openWatchedPage, closePage, test, testAcceptAll, testRejectThenSettings, watch, withFallbackFont } from '@site/testing';
import { consentCookieName, servicesIn } from '@site/consent/services';
import { locales } from './helpers';

// These specs start as a first visit: no consent stored before the page loads.
test.use({ consentKeys: [] });

/** The footer's 'Cookie settings', which opens the dialog in settings. */
const cookieSettingsButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });

testAcceptAll('/en-EU/', 'en-EU', {
  title: 'WSID: deleted when tracking consent is withdrawn from the footer',
  run: async (page, context) => {
    expect(await cookieNames(context)).toContain('WSID');
    await cookieSettingsButton(page).click();
    await expect(dialog(page).getByRole('switch', { name: 'Google Analytics' })).toBeChecked();
    await choose(page, 'en-EU', 'rejectOptional');
    expect(await cookieNames(context)).toEqual([...essentialCookieNames].sort());
  },
});

test.describe('f) the dialog is modal', () => {
  test.use({ viewport: { width: 1000, height: 500 } });

  testRejectThenSettings('/en-EU/', 'en-EU', ['/de-DE/', '/en-EU/no-such-page/', '/en-EU/'], cookieSettingsButton);

  test('the page behind does not scroll or shift, and focus returns to the footer button', async ({ page, baseURL }) => {
    await grantConsent(page.context(), baseURL!);
    await watch(page, baseURL!);
    await page.goto('/en-EU/');
    const button = cookieSettingsButton(page);
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
  test(cases.map(([name]) => name).join(', '), async ({ context, baseURL }) => {
    test.setTimeout(cases.length * 30_000);
    for (const [name, legacy, expected, dialogShows] of cases) {
      await test.step(name, async () => {
        await context.clearCookies();
        await context.addCookies(Object.entries(legacy).map(([n, value]) => ({ name: n, value, url: baseURL! })));
        const { page, network } = await openWatchedPage(context, baseURL!, '/en-EU/');
        await expect.poll(() => network.vendors().has('GOOGLE_TAG_MANAGER')).toBe(true);
        await expect(dialog(page)).toHaveCount(dialogShows ? 1 : 0);
        const names = (await cookieNames(context)).filter((n) => n !== 'WSID');
        expect(names).toEqual([...expected].sort());
        expect(network.vendors().has('TIKTOK_PIXEL')).toBe(expected.includes('TIKTOK_PIXEL_USER_CONSENT'));
        await closePage(page);
      });
    }
  });
});

/**
 * How the focused heading shows its focus: a frame around it (outline or borders on every side)
 * would read as a text field, so it has a bar along its start edge only. Returns that bar as a
 * box, how far the heading's letters keep from it, and how far it keeps inside the dialog.
 */
async function headingFocus(page: Page) {
  return dialog(page)
    .getByRole('heading', { level: 2 })
    .evaluate((heading) => {
      const style = getComputedStyle(heading);
      const box = heading.getBoundingClientRect();
      const bar = { left: box.left, right: box.left + parseFloat(style.borderLeftWidth) };
      const letters = document.createRange();
      letters.selectNodeContents(heading);
      const text = letters.getBoundingClientRect();
      const dialogElement = heading.closest('[role="dialog"]') as HTMLElement;
      const frame = dialogElement.getBoundingClientRect();
      // The theme's focus colour, as the browser resolves it.
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-focus)';
      dialogElement.append(probe);
      const focusColour = getComputedStyle(probe).color;
      probe.remove();
      return {
        focused: document.activeElement === heading && heading.matches(':focus-visible'),
        outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
        otherSides: [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth].map(parseFloat),
        barWidth: bar.right - bar.left,
        barColour: style.borderLeftStyle === 'solid' ? style.borderLeftColor : 'none',
        focusColour,
        letterGap: text.left - bar.right,
        edgeGap: bar.left - (frame.left + dialogElement.clientLeft),
      };
    });
}

async function expectFocusBar(page: Page, view: string) {
  await expect.poll(async () => (await headingFocus(page)).focused, `${view}: the heading has visible focus`).toBe(true);
  const focus = await headingFocus(page);
  expect(focus.outline, `${view}: no frame around the heading`).toBe(0);
  expect(focus.otherSides, `${view}: no border above, after or below the heading`).toEqual([0, 0, 0]);
  expect(focus.barWidth, `${view}: a bar along the heading's start`).toBeGreaterThanOrEqual(3);
  expect(focus.barColour, `${view}: the bar is in the focus colour`).toBe(focus.focusColour);
  expect(focus.letterGap, `${view}: the bar touches the heading's letters`).toBeGreaterThanOrEqual(4);
  expect(focus.edgeGap, `${view}: the bar is cut by the dialog's edge`).toBeGreaterThanOrEqual(4);
}

// One first visit per locale: the focus bar at both widths in both views, axe in both views, the
// equal prominence of accept and reject, and (in one locale: no text involved) the focus trap.
for (const locale of locales) {
  test(`i) axe finds no violations in the summary and settings; the focused heading shows its focus as a bar, not as a field's frame, at 390 and 1280 px (${locale})`, async ({ page, baseURL }) => {
    // What were four tests (axe, the focus bar at two widths, the focus trap), with their page loads.
    test.setTimeout(120_000);
    await withFallbackFont(page);
    await watch(page, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/`);
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'title'));
    await expectFocusBar(page, 'summary at 390 px');
    await page.setViewportSize({ width: 1280, height: 844 });
    await expectFocusBar(page, 'summary at 1280 px');
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    // Equal prominence: rejecting is the same size and style as accepting.
    const accept = dialog(page).getByRole('button', { name: consentText(locale, 'acceptAll') });
    const reject = dialog(page).getByRole('button', { name: consentText(locale, 'rejectOptional') });
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(a!.width - r!.width)).toBeLessThan(1);
    expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
    if (locale === 'en-EU') await expectFocusStaysInDialog(page);

    // Settings opened from the keyboard, as a keyboard user does: the heading's bar shows again.
    await dialog(page).getByRole('button', { name: consentText(locale, 'showSettings') }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'settingsTitle'));
    await expectFocusBar(page, 'settings at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFocusBar(page, 'settings at 390 px');
    await page.setViewportSize({ width: 1280, height: 844 });
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    if (locale === 'en-EU') await expectFocusStaysInDialog(page);
  });
}
