import { test as base, expect, type BrowserContext } from '@playwright/test';

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
 * The suite's `test`: Playwright's, plus an automatic fixture that fails any test during which
 * a page raised a Content-Security-Policy violation. Every spec of both apps imports `test` and
 * `expect` from '@site/testing' instead of '@playwright/test', so none has to opt in.
 * A test that provokes a violation on purpose reads `cspViolations`, asserts on it and empties it.
 * (Contexts a test creates itself with `browser.newContext()` are not watched.)
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
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
