// Warming the local server before Lighthouse measures a page.
import { assetsOf } from './bytes.mjs';

/**
 * Requests a page and the scripts and styles it loads (its after-paint chunks and RSC payload included) once,
 * brotli accepted, as Chromium asks for them. scripts/serve.mjs compresses each file on its first
 * request and keeps the result; without this, the first Lighthouse run of a page measured that
 * compression (a brotli pass over React's chunk takes about 0.4 s here), not the page: a CDN
 * serves every file already compressed. `get` is `fetch` (a stand-in in tests). Returns the
 * number of files requested.
 */
export async function warm(url, get = fetch) {
  const headers = { 'Accept-Encoding': 'br, gzip' };
  const page = await get(url, { headers });
  const { scripts, styles, payload } = assetsOf(await page.text());
  const files = [...scripts, ...styles, ...(payload ? [payload] : [])];
  await Promise.all(
    files.map(async (path) => {
      const response = await get(new URL(path, url).href, { headers });
      await response.arrayBuffer();
    }),
  );
  return 1 + files.length;
}
