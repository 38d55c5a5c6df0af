// `wrangler dev`'s own proxy, in plain JS so that scripts/serve.mjs (Node, no build) and the
// test helpers of @site/testing (TypeScript) share one rule.
//
// When the connection the proxy pooled to the Worker closes just as it writes a request on it
// (both ends of that hop close idle connections after 5 s), the request never reaches the Worker
// and the proxy answers 503 with this text (cloudflare/workers-sdk#14641; the Worker did not
// restart). Wrangler sends GET and HEAD again itself and asks for anything else to be sent again.
// Only this exact answer may be sent again: the Worker's own 503 (JSON) passes through. A deployed
// site has no such hop.

export const devProxyRestartText = 'Your worker restarted mid-request.';

/** Whether an answer's status and Content-Type can be the proxy's 503 (then read its text). */
export function mayBeDevProxyRestart(status, contentType) {
  return status === 503 && !String(contentType ?? '').includes('json');
}

/** Whether an answer is the proxy's 503, which asks for the request to be sent again. */
export function isDevProxyRestart(status, contentType, text) {
  return mayBeDevProxyRestart(status, contentType) && String(text).startsWith(devProxyRestartText);
}
