import type { Page } from '@playwright/test';

/**
 * A stand-in for Cloudflare Turnstile's script (`/turnstile/v0/api.js`, loaded by the consent
 * layer from CONSENT_CLOUDFLARE_HOST, a .test host in e2e builds): the explicit-render API the
 * forms use (@site/consent/turnstile), which solves at once with `e2e-turnstile-<n>`, a new token
 * per render or reset, as the real widget hands out single-use tokens. `rendered()` answers what
 * the page asked of it.
 */
export async function stubTurnstile(page: Page) {
  await page.route('**/turnstile/v0/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        let issued = 0;
        const widgets = new Map();
        window.__turnstileRenders = [];
        const solve = (id) => setTimeout(() => widgets.get(id)?.callback('e2e-turnstile-' + ++issued), 50);
        window.turnstile = {
          render(container, options) {
            const id = 'w' + (widgets.size + 1);
            widgets.set(id, options);
            window.__turnstileRenders.push({ sitekey: options.sitekey, language: options.language, action: options.action });
            container.textContent = 'Turnstile (stub)';
            solve(id);
            return id;
          },
          reset(id) { solve(id); },
          remove(id) { widgets.delete(id); },
        };
      })();`,
    }),
  );
  return {
    rendered: () =>
      page.evaluate(
        () => (window as unknown as { __turnstileRenders?: { sitekey: string; language: string; action: string }[] }).__turnstileRenders ?? [],
      ),
  };
}
