import { fileURLToPath } from 'node:url';
import type { ApiConfig } from '@site/api';
import type { Env } from '@site/config';
import { secureExport } from '@site/security/node';

/**
 * Security headers (CSP without 'unsafe-inline'/'unsafe-eval' for scripts, HSTS, frame and
 * permission policies) as Cloudflare Pages `_headers` in dist, written by @site/security's
 * secureExport once the pages are on disk. Done here rather than by its CLI so the API's origin
 * joins connect-src when API_BASE_URL points at another origin (with the default `/api`, 'self'
 * covers it). scripts/serve.mjs and Cloudflare apply the file.
 */
export function securityHeaders(api: Pick<ApiConfig, 'baseUrl'>, env: Env) {
  let outDir = 'dist';
  const apiOrigin = /^https?:\/\//.test(api.baseUrl) ? new URL(api.baseUrl).origin : '';
  return {
    name: 'registration-security-headers',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = fileURLToPath(new URL(config.build.outDir, `file://${config.root}/`));
    },
    closeBundle() {
      const connect = [env.CSP_CONNECT_SRC, apiOrigin].filter(Boolean).join(' ');
      secureExport({ dir: outDir, mode: 'header', env: { ...env, CSP_CONNECT_SRC: connect }, immutable: ['/assets/*'] });
    },
  };
}
