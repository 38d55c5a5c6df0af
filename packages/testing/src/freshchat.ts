import type { Page } from '@playwright/test';

/**
 * A stand-in for Freshchat's widget script (`/js/widget.js`, loaded by the consent loader from
 * CONSENT_FRESHCHAT_HOST, a .test host in e2e builds): the `window.fcWidget` the chat buttons use
 * (apps/web/src/lib/chat.ts), which the loader initialises with CONSENT_FRESHCHAT_ID.
 * `calls()` answers what the page asked of it: the tokens it was initialised with and how often
 * it was opened.
 */
export async function stubFreshchat(page: Page) {
  await page.route('**/js/widget.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const calls = { init: [], open: 0 };
        let loaded = false;
        window.__freshchatCalls = calls;
        window.fcWidget = {
          init(options) { calls.init.push(options.token); setTimeout(() => { loaded = true; }, 50); },
          isLoaded() { return loaded; },
          open() { calls.open += 1; },
        };
      })();`,
    }),
  );
  return {
    calls: () =>
      page.evaluate(() => (window as unknown as { __freshchatCalls?: { init: string[]; open: number } }).__freshchatCalls ?? { init: [], open: 0 }),
  };
}
