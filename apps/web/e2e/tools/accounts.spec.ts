import type { Page } from '@playwright/test';
// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test } from '@site/testing';
import { expectNoAxeViolations } from '@site/testing';
import { localizedPath, routes } from '@site/config/routes';
import { locales, text } from '../helpers';
import { accountPlans } from './bundledContent';
import { expectNoHorizontalScroll } from './toolHelpers';
import { formatEuro } from '../../src/lib/format';

// A returning visitor: the suite's `test` stores essential consent first (the consent dialog,
// tested in consent*.spec.ts, would cover the page). One page per locale, a step per behaviour,
// each starting from the state the one before left (the toggle off).

const { path } = routes.accounts;

for (const locale of locales) {
  const t = (key: string) => text(locale, 'AccountComparison', key);
  const table = (page: Page) => page.getByRole('table', { name: t('tableCaption') });
  const plans = accountPlans(locale);
  const labels = plans[0]!.features.map((f) => f.label);
  const differing = plans[0]!.features
    .filter((f) => plans.some((plan) => plan.features.find((g) => g.key === f.key)?.value !== f.value))
    .map((f) => f.label);

  test(`account comparison (${locale}): the plans side by side with the Popular badge, only the differences by mouse and keyboard, a 320 px phone`, async ({ page }) => {
    // Four former tests' steps on one page (issue 44): their budgets together, not one test's.
    test.slow();
    await page.goto(localizedPath(locale, path));

    await test.step('shows the plans side by side with the Popular badge on the popular one', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('headline'));
      const headers = table(page).getByRole('columnheader');
      await expect(headers).toHaveCount(plans.length);
      for (const [index, plan] of plans.entries()) {
        await expect(headers.nth(index)).toContainText(plan.name);
        await expect(headers.nth(index)).toContainText(
          plan.monthlyPrice === 0
            ? t('free')
            : text(locale, 'AccountComparison', 'perMonth', { price: formatEuro(plan.monthlyPrice, locale) }),
        );
        if (plan.popular) await expect(headers.nth(index)).toContainText(t('popular'));
        else await expect(headers.nth(index)).not.toContainText(t('popular'));
      }
      expect(plans.filter((p) => p.popular)).toHaveLength(1);
      await expect(table(page).getByRole('rowheader')).toHaveText(labels);
      await expectNoAxeViolations(page);
    });

    const toggle = page.getByRole('switch', { name: t('onlyDifferences') });
    await test.step('only show differences hides the rows that are the same in every plan', async () => {
      expect(differing.length).toBeGreaterThan(0);
      expect(differing.length).toBeLessThan(labels.length);
      await expect(toggle).not.toBeChecked();
      await toggle.check();
      await expect(toggle).toBeChecked();
      await expect(table(page).getByRole('rowheader')).toHaveText(differing);
      await expect(page.getByRole('status')).toContainText(String(differing.length));
      await expectNoAxeViolations(page);
      await toggle.uncheck();
      await expect(table(page).getByRole('rowheader')).toHaveText(labels);
    });

    await test.step('the toggle works from the keyboard', async () => {
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(toggle).toBeChecked();
      await expect(table(page).getByRole('rowheader')).toHaveCount(differing.length);
      await page.keyboard.press('Space');
      await expect(toggle).not.toBeChecked();
    });

    await test.step('fits a 320 px wide phone without sideways scrolling', async () => {
      await page.setViewportSize({ width: 320, height: 700 });
      await expectNoHorizontalScroll(page);
      // The last plan's column is reachable on a 320 px phone: once scrolled to, it is inside
      // the viewport's width (the page itself does not scroll sideways, checked above).
      const lastPlan = table(page).getByRole('columnheader').last();
      await lastPlan.scrollIntoViewIfNeeded();
      await expect(lastPlan).toBeInViewport();
      await toggle.check();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  });
}
