import { devProxyRestartText, isDevProxyRestart, mayBeDevProxyRestart } from './devProxy.mjs';

// The one rule both scripts/serve.mjs and @site/testing's local-API calls use to send a request
// again (serve.test.mjs checks the resend itself against a stand-in for wrangler's proxy).
describe("wrangler dev's proxy restart answer", () => {
  const proxyText = `${devProxyRestartText} Please try sending the request again. Only GET or HEAD requests are retried automatically.`;

  it('is a 503 in plain text that starts with the proxy’s sentence', () => {
    expect(mayBeDevProxyRestart(503, 'text/plain;charset=UTF-8')).toBe(true);
    expect(mayBeDevProxyRestart(503, undefined)).toBe(true);
    expect(isDevProxyRestart(503, 'text/plain;charset=UTF-8', proxyText)).toBe(true);
  });

  it('is never the Worker’s own answer: JSON, another status or another text', () => {
    expect(mayBeDevProxyRestart(503, 'application/problem+json')).toBe(false);
    expect(isDevProxyRestart(503, 'application/json', proxyText)).toBe(false);
    expect(mayBeDevProxyRestart(502, 'text/plain')).toBe(false);
    expect(isDevProxyRestart(500, 'text/plain', proxyText)).toBe(false);
    expect(isDevProxyRestart(503, 'text/plain', 'Service Unavailable')).toBe(false);
    expect(isDevProxyRestart(503, 'text/plain', `Error: ${proxyText}`)).toBe(false);
  });
});
