import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { SCRIPTS_ATTRIBUTE } from '@site/consent/pageMarkers';
import { essentialKeys, type ServiceKey } from '@site/consent/services';
import { grantConsent } from './consent';

/** One Content-Security-Policy violation, as the page's `securitypolicyviolation` event saw it. */
export interface CspViolation {
  documentURI: string;
  blockedURI: string;
  effectiveDirective: string;
  violatedDirective: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
  disposition: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: CspViolation) => Promise<void>;
  }
}

const bindingName = '__reportCspViolation';

async function recordViolations(context: BrowserContext, violations: CspViolation[]) {
  await context.exposeBinding(bindingName, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  // Runs in every page and frame before any of its own scripts, so violations raised while
  // the HTML is parsed are caught too.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__reportCspViolation?.({
        documentURI: event.documentURI,
        blockedURI: event.blockedURI,
        effectiveDirective: event.effectiveDirective,
        violatedDirective: event.violatedDirective,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        sample: event.sample,
        disposition: event.disposition,
      });
    });
  });
}

/**
 * Waits until the page's scripts, which come after its first paint, have loaded (or failed):
 * until then a control drawn by React (the footer's 'Cookie settings', the menu button) does
 * nothing. `goto` and `reload` wait for it; a test that waits for a load the page started
 * itself (the reload after a consent choice) calls it.
 */
export async function pageScriptsLoaded(page: Page): Promise<void> {
  await page.waitForFunction((name) => document.documentElement.getAttribute(name) !== 'pending', SCRIPTS_ATTRIBUTE, {
    polling: 50,
  });
}

/**
 * Closes a page a test opened itself (`context.newPage()`) once a Content-Security-Policy violation
 * of its last step has been reported: the event comes in a task after the violation, and the
 * `cspViolations` fixture only flushes the pages still open when the test ends.
 */
export async function closePage(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined);
  await page.close();
}

/**
 * Makes `goto` and `reload` (with the default `waitUntil: 'load'`) also wait for the page's
 * scripts. Both apps add their script chunks after the first frame (@site/consent/firstFrame),
 * so the load event no longer waits for them; `SCRIPTS_ATTRIBUTE` on <html> is `pending` until they
 * have loaded. An explicit `waitUntil` (a test of what comes before the scripts) waits for
 * nothing more, and a page without that loader has no such attribute to wait for.
 */
function waitForScriptsOnLoad(page: Page) {
  const scriptsLoaded = async (options?: { waitUntil?: string }) => {
    if (options?.waitUntil !== undefined && options.waitUntil !== 'load') return;
    await pageScriptsLoaded(page);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await scriptsLoaded(options);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await scriptsLoaded(options);
    return response;
  };
}

/**
 * The suite's `test`: Playwright's, with `goto` and `reload` waiting for the page's scripts
 * (waitForScriptsOnLoad), plus an automatic fixture that fails any test during which a page
 * raised a Content-Security-Policy violation. Every spec of both apps imports `test` and
 * `expect` from '@site/testing' instead of '@playwright/test', so none has to opt in.
 * A test that provokes a violation on purpose reads `cspViolations`, asserts on it and empties it.
 * (Contexts a test creates itself with `browser.newContext()` are not watched.)
 */
export const test = base.extend<{
  cspViolations: CspViolation[];
  consentKeys: readonly ServiceKey[];
  storedConsent: void;
}>({
  /**
   * Consent cookies stored before the test's first page, as a returning visitor has them, so the
   * modal consent dialog does not cover the page. Essential services by default; specs of the
   * dialog itself use `test.use({ consentKeys: [] })` for a first visit.
   */
  consentKeys: [essentialKeys, { option: true }],
  storedConsent: [
    async ({ context, baseURL, consentKeys }, use) => {
      if (consentKeys.length > 0 && baseURL) await grantConsent(context, baseURL, consentKeys);
      await use();
    },
    { auto: true },
  ],
  page: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) waitForScriptsOnLoad(page);
      await use(page);
    },
    { scope: 'test' },
  ],
  cspViolations: [
    async ({ context, javaScriptEnabled }, use) => {
      const violations: CspViolation[] = [];
      await recordViolations(context, violations);
      await use(violations);
      // Events are dispatched in a task after the violation: let every open page run one more
      // task, so a violation from the test's last step is not missed.
      // (Without JavaScript no listener runs and no timer fires: nothing to flush.)
      for (const page of javaScriptEnabled === false ? [] : context.pages()) {
        if (page.isClosed()) continue;
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined);
      }
      expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
