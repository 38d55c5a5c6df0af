import type { Locator, Page } from '@playwright/test';
import { SCRIPTS_ATTRIBUTE } from '@site/consent/pageMarkers';
import { holdRequests } from './consent';
import { expect, pageScriptsLoaded } from './fixtures';

/**
 * Every script file of both apps: the site's Next chunks and the registration app's entry and
 * chunks.
 */
export const scriptFiles = /\.m?js(\?[^/]*)?$/;

/** A page opened by `gotoImpatient`: its scripts are held back until `release`. */
export interface ImpatientVisit {
  /** How many script requests the page has made and are held. */
  heldScripts: () => number;
  /** Lets the held scripts through and waits until every one has loaded (`data-scripts="loaded"`). */
  release: () => Promise<void>;
}

/**
 * The second way into a page, next to the suite's `goto` (which waits for the page's scripts):
 * as an impatient visitor, who acts as soon as the HTML is there. Every script request of the
 * page is held back (so the race is decided, not timed), the navigation returns at
 * DOMContentLoaded, and nothing of React has run; the test types, clicks and chooses, then
 * calls `release()` and checks that what it did counts once the scripts have run.
 */
export async function gotoImpatient(page: Page, url: string, { hold = scriptFiles }: { hold?: RegExp } = {}): Promise<ImpatientVisit> {
  const held = await holdRequests(page, hold);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // The page's loader marks its scripts pending; none has run yet.
  await expect(page.locator('html')).toHaveAttribute(SCRIPTS_ATTRIBUTE, 'pending');
  return {
    heldScripts: held.count,
    release: async () => {
      await held.release();
      await pageScriptsLoaded(page);
    },
  };
}

/**
 * Waits until React has hydrated `element` (rendered on the server, adopted by React once the
 * scripts run) and run its effects: what a visitor did before that must then still be there.
 * React keeps its fiber on the DOM node under a `__reactFiber$…` key; after that, two frames
 * let the passive effects of that commit run.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'React hydrated the element',
    })
    .toBe(true);
  await element.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
