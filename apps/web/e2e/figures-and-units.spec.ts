import type { Page } from '@playwright/test';
import { expect, gotoImpatient, grantConsent, test, withFallbackFont } from '@site/testing';
import { localizedPath, routes } from '@site/config/routes';
import { formatCents } from '../src/lib/format';
import type { Locale } from '@site/i18n';
import { textUnits } from '@site/i18n/units';
import { locales, text } from './helpers';
import { content } from './pages/content';

// A number and its unit or sign stay on one line (issue 40 saw '100.000 / €' in the footer,
// '200 / cm²' on the impact page and '(Target: at most 50 / %)' in the 50-30-20 result), on
// every page with figures, at 390 px, in both locales, before and after the page's scripts run,
// in the fallback font and in Inter.

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

/**
 * Every figure of the page's visible text (a number, then the units and signs right after it)
 * whose line boxes do not all lie on the number's line, read from the rendered text with
 * Range.getClientRects. Text is read per block: the text nodes inside one element that lays out
 * its own lines, so a number and a unit in two cells of a table are not one figure.
 */
function figuresSplitAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate((units) => {
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const unit = `(?:%|${units.map(escape).join('|')})(?![\\p{L}\\p{N}])`;
    const figure = new RegExp(`\\d\\+?(?:[\\s\\u00a0\\u202f]*${unit})+|\\d\\+`, 'gu');
    const blockOf = (element: Element): Element => {
      let current: Element = element;
      while (current.parentElement && ['inline', 'contents'].includes(getComputedStyle(current).display)) current = current.parentElement;
      return current;
    };
    const blocks = new Map<Element, { node: Text; start: number }[]>();
    const texts = new Map<Element, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      // Text that is not laid out, or only for screen readers (a 1 px clipped box), has no lines to read.
      const box = parent.getBoundingClientRect();
      if (parent.getClientRects().length === 0 || box.width <= 2) continue;
      const block = blockOf(parent);
      const before = texts.get(block) ?? '';
      blocks.set(block, [...(blocks.get(block) ?? []), { node, start: before.length }]);
      texts.set(block, before + node.data);
    }
    const charRect = (block: Element, index: number): DOMRect | undefined => {
      const segments = blocks.get(block)!;
      const segment = [...segments].reverse().find((s) => s.start <= index)!;
      const range = document.createRange();
      range.setStart(segment.node, index - segment.start);
      range.setEnd(segment.node, index - segment.start + 1);
      return [...range.getClientRects()].find((r) => r.width > 0 || r.height > 0);
    };
    const split: string[] = [];
    for (const [block, value] of texts) {
      for (const match of value.matchAll(figure)) {
        const first = charRect(block, match.index);
        const last = charRect(block, match.index + match[0].length - 1);
        if (!first || !last) continue;
        // The figure's last character is below the line its first digit sits on.
        if (last.top + last.height / 2 > first.bottom) {
          split.push(value.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10).replace(/\s+/g, ' '));
        }
      }
    }
    return split;
  }, [...textUnits]);
}

interface PageWithFigures {
  name: string;
  path: (locale: Locale) => Promise<string> | string;
  /** On a tool: what a visitor enters (field -> amount, in the tool's catalogue namespace), and the result it shows. */
  tool?: { namespace: string; amounts: Record<string, string>; result: (page: Page, locale: Locale) => Promise<void> };
}

async function enter(page: Page, locale: Locale, { namespace, amounts }: NonNullable<PageWithFigures['tool']>) {
  for (const [field, amount] of Object.entries(amounts)) {
    await page.getByRole('textbox', { name: text(locale, namespace, `fields.${field}`), exact: true }).fill(amount);
  }
}

const pages: PageWithFigures[] = [
  { name: 'home', path: (locale) => localizedPath(locale, routes.home.path) },
  { name: 'impact', path: (locale) => localizedPath(locale, routes.impact.path) },
  { name: 'accounts', path: (locale) => localizedPath(locale, routes.accounts.path) },
  { name: 'investing', path: (locale) => localizedPath(locale, routes.investing.path) },
  { name: 'crowd-investing', path: (locale) => localizedPath(locale, routes.crowdinvesting.path) },
  {
    name: 'a company',
    path: async (locale) => localizedPath(locale, `/investing/companies/${(await content(locale)).companies[0]!.slug}/`),
  },
  {
    name: '50-30-20 with a result',
    path: (locale) => localizedPath(locale, routes.budgetCheck.path),
    // 60.7 % essentials, 20 % fun, 10 % savings.
    tool: {
      namespace: 'BudgetCheck',
      amounts: { income: '3000', essentials: '1821', fun: '600', savings: '300' },
      result: (page, locale) => expect(page.getByRole('heading', { name: text(locale, 'BudgetCheck', 'adviceHeading') })).toBeVisible(),
    },
  },
  {
    name: 'budget calculator with a result',
    path: (locale) => localizedPath(locale, routes.budgetCalculator.path),
    tool: {
      namespace: 'BudgetCalculator',
      amounts: { income: '3250', housing: '1100', food: '420', securities: '150' },
      result: (page, locale) =>
        expect(page.getByRole('region', { name: text(locale, 'BudgetCalculator', 'resultHeading') })).toContainText(formatCents(152000, locale)),
    },
  },
];

/** The page's figures before and after its scripts in the fallback font (an impatient visitor), then after them in Inter. */
async function expectNoFigureSplit(page: Page, locale: Locale, { name, path, tool }: PageWithFigures) {
  const url = await path(locale);

  // An impatient visitor in the fallback font: the page as its HTML draws it, then with
  // what they typed before the scripts ran.
  await withFallbackFont(page);
  const visit = await gotoImpatient(page, url);
  expect.soft(await figuresSplitAcrossLines(page), `${name}: before the scripts, fallback font`).toEqual([]);
  if (tool) await enter(page, locale, tool);
  await visit.release();
  await tool?.result(page, locale);
  expect.soft(await figuresSplitAcrossLines(page), `${name}: after the scripts, fallback font`).toEqual([]);

  // The visitor who waits, in Inter.
  await page.unroute('**/*.woff2');
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  if (tool) {
    await enter(page, locale, tool);
    await tool.result(page, locale);
  }
  expect.soft(await figuresSplitAcrossLines(page), `${name}: after the scripts, Inter`).toEqual([]);
}

// Two tests per locale, of four pages each: a step per page.
const halves = [pages.slice(0, 4), pages.slice(4)];

for (const locale of locales) {
  for (const half of halves) {
    test(`no line of ${half.map((p) => p.name).join(', ')} or their footer starts with a unit (${locale})`, async ({ page }) => {
      test.slow(); // eight page loads
      for (const spec of half) await test.step(spec.name, () => expectNoFigureSplit(page, locale, spec));
    });
  }
}
