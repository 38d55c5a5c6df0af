/**
 * Where the API lives and how long a call may take. Both apps read these at build time (the
 * site is a static export, the registration app a Vite bundle) and pass them in:
 * - API_BASE_URL: absolute URL or same-origin path of the API (default `/api`).
 * - API_TIMEOUT_MS: milliseconds before a call counts as timed out (default 15000).
 */
export interface ApiConfig {
  baseUrl: string;
  timeoutMs: number;
}

export const defaultApiConfig: ApiConfig = { baseUrl: '/api', timeoutMs: 15000 };

export function readApiConfig(env: Record<string, string | undefined>): ApiConfig {
  const baseUrl = env.API_BASE_URL?.trim() || defaultApiConfig.baseUrl;
  if (!baseUrl.startsWith('/') && !/^https?:\/\//.test(baseUrl)) {
    throw new Error(`API_BASE_URL must be a same-origin path or an http(s) URL, got '${baseUrl}'.`);
  }
  const rawTimeout = env.API_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : defaultApiConfig.timeoutMs;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`API_TIMEOUT_MS must be a positive whole number of milliseconds, got '${rawTimeout}'.`);
  }
  return { baseUrl: baseUrl.replace(/\/+$/, ''), timeoutMs };
}
