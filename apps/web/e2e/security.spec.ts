import { defaultVendorHosts, thirdPartySources } from '@site/security';
import { expect, test } from '@site/testing';

// The Content-Security-Policy at work in Chromium. The headers and the meta policy of every page
// are checked in the served answers, without a browser: static/security-headers.spec.ts.

// One page load for both: the vendors first (no violation may come before the refused host's),
// then an inline script injected into the same page.
test('consented vendors may load from their hosts, any other host is refused, and the suite catches an injected inline script', async ({ page, cspViolations }) => {
  // No test reaches a third party: every foreign request is answered here with an empty script.
  const foreign: string[] = [];
  await page.route(/^https:\/\//, (route) => {
    foreign.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto('/en-EU/');
  const load = (src: string) =>
    page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = url;
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('error');
          document.head.append(script);
        }),
      src,
    );
  // The hosts the build was configured with (CONSENT_<KEY>_HOST, e.g. packages/consent/e2e.env).
  const flagsmith = process.env.CONSENT_FLAGSMITH_AB_TESTING_HOST ?? defaultVendorHosts.FLAGSMITH_AB_TESTING;
  const scriptHosts = thirdPartySources(process.env).script.filter((host) => host !== flagsmith);
  for (const host of scriptHosts) expect(await load(`${host}/vendor.js`), host).toBe('loaded');
  expect(cspViolations).toEqual([]);
  expect(await load('https://evil.example.test/x.js')).toBe('error');
  await expect.poll(() => cspViolations.map((v) => v.blockedURI)).toContain('https://evil.example.test/x.js');
  // The allowed scripts were requested (and stubbed); the refused one never left the browser.
  // (Essential vendors the consent layer loads on its own are requested too: the CSP let them.)
  expect(foreign.filter((url) => url.endsWith('/vendor.js')).sort()).toEqual(scriptHosts.map((host) => `${host}/vendor.js`).sort());
  cspViolations.length = 0; // provoked on purpose

  // The suite catches a violation: an injected inline script is blocked and recorded.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await expect.poll(() => cspViolations.map((v) => v.effectiveDirective)).toContain('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  cspViolations.length = 0; // provoked on purpose
});
