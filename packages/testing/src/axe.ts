import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The accessibility bar of every page and state: WCAG 2.2 AA plus the target-size rule. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * The page's violations of the bar, each with its rule, impact, help and up to five targets:
 * empty when it passes. For a test that checks several pages or states and reports them all
 * (`expect.soft(await axeViolations(page), where).toEqual([])`).
 */
export async function axeViolations(page: Page, options: { include?: string } = {}) {
  // Only the violations are read: axe skips collecting the nodes of every pass and incomplete.
  let builder = new AxeBuilder({ page }).withTags(axeTags).options({
    rules: { 'target-size': { enabled: true } },
    resultTypes: ['violations'],
  });
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  expect(await axeViolations(page, options)).toEqual([]);
}
