import { expect, type Locator, type Page } from '@playwright/test';

/** The value shown next to a term in a description list (the result card's rows). */
export function definition(scope: Locator, term: string): Locator {
  return scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/** The page scrolls sideways when its content is wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
