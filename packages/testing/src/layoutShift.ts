import type { Page } from '@playwright/test';

export interface LayoutShiftEntry {
  value: number;
  /** The moved elements, as `tag#id.class` with their rectangles before and after. */
  sources: string[];
}

/**
 * Cumulative Layout Shift of a page load as the browser reports it: every `layout-shift` entry
 * (buffered, so shifts before this ran count too) that did not follow input, summed. Waits for
 * the page to be complete (load, fonts, no requests for 500 ms, two frames) before reading, so
 * what is measured is where things ended up, not how fast. The entries' sources say what moved.
 */
export async function layoutShifts(page: Page): Promise<{ cls: number; entries: LayoutShiftEntry[] }> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const entries = await new Promise<Shift[]>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries() as Shift[]);
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      // No shift at all: the buffered callback never comes; an empty list is the answer.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve((observer.takeRecords() as Shift[]) ?? [])));
    });
    const counted = entries.filter((entry) => !entry.hadRecentInput);
    return {
      cls: counted.reduce((sum, entry) => sum + entry.value, 0),
      entries: counted.map((entry) => ({
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`),
      })),
    };
  });
}

/**
 * Holds the page's own files that match `pattern` (by default its scripts and fonts) until the
 * page has painted its first content, as on a phone on a slow network: the HTML is on screen
 * with the fallback font before the script runs and before Inter arrives. Whatever the script or
 * the font then changes is measured by layoutShifts(), on any machine speed.
 */
export async function holdUntilPainted(page: Page, pattern: RegExp = /\.(js|woff2)(\?|$)/): Promise<void> {
  let painted = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) painted = false;
  });
  const waitForPaint = async () => {
    while (!painted) {
      try {
        painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      } catch {
        // The document is being replaced; ask again.
      }
      if (!painted) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await page.route(
    // The apps under test are served from localhost; other hosts are the tests' own business.
    (url) => url.hostname === 'localhost' && pattern.test(url.pathname),
    async (route) => {
      await waitForPaint();
      await route.fallback();
    },
  );
}

/**
 * Keeps the page in its fallback font for good, by refusing the font files. Inter is
 * `font-display: optional`: a first or slow visit keeps the fallback for the whole page, and
 * whether Inter made it in time depends on the machine's load. Tests of geometry (what fits on
 * one row, what stays inside its card) run here, where it is decided: the fallback fonts of
 * this machine (DejaVu Sans) are wider than Inter, so a layout that holds in them holds in Inter.
 */
export async function withFallbackFont(page: Page): Promise<void> {
  await page.route('**/*.woff2', (route) => route.abort());
}
