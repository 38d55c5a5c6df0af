/**
 * Everything the Worker is given: bindings from wrangler.jsonc, variables, and secrets
 * (`wrangler secret put`, or .dev.vars locally). README.md lists them; this is the one place
 * the code reads them.
 */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface Env {
  DB: D1Database;
  /** Calls per client IP and route (Workers rate-limiting binding). */
  IP_RATE_LIMITER: RateLimiter;
  /** Calls per link or e-mail address. */
  TARGET_RATE_LIMITER: RateLimiter;
  /**
   * `off`: no per-IP limit. Only the local API of the start and test commands sets it
   * (scripts/local-api.sh), where every call comes from 127.0.0.1; a deployed Worker never has it,
   * and the per-link and per-address limit stays on everywhere.
   */
  IP_RATE_LIMIT?: string;
  BRAND_NAME?: string;
  SITE_URL?: string;
  /** Public URL of this API, for the one-click unsubscribe header (default `${SITE_URL}/api`). */
  API_PUBLIC_URL?: string;
  /** Sender of every mail, e.g. `Evergreen <hello@evergreen.example>`. */
  MAIL_FROM?: string;
  /** Secret. `smtp://host:port` or `smtps://user:pass@host:465`; without it mails are not sent (logged as skipped). */
  SMTP_URL?: string;
  /** Secret. Bearer token of GET /consent-records/{id}; without it the lookup answers 401. */
  SUPPORT_TOKEN?: string;
  /** Secret. Bearer token of POST /internal/links; without it the endpoint answers 401. */
  INTERNAL_LINK_SECRET?: string;
  /** Secret. Turnstile secret key; when set, sign-ups and registrations need a valid token. */
  TURNSTILE_SECRET?: string;
  /** Turnstile's siteverify URL; tests point it at a local stub. */
  TURNSTILE_VERIFY_URL?: string;
  /** Days a consent record is kept (default 1095 = 3 years). */
  CONSENT_RETENTION_DAYS?: string;
  /** Origins allowed by CORS besides the site's own (comma-separated), e.g. the registration app's. */
  CORS_ORIGINS?: string;
  /** Start of the app's deep link for PSD2 (default https://app.evergreen.example/psd2). */
  APP_LINK_BASE?: string;
}

export interface Config {
  brandName: string;
  siteUrl: string;
  apiPublicUrl: string;
  mailFrom: string;
  appLinkBase: string;
  corsOrigins: string[];
  turnstileVerifyUrl: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function readConfig(env: Env): Config {
  const brandName = env.BRAND_NAME || 'Evergreen';
  const siteUrl = trimSlash(env.SITE_URL || 'http://localhost:3000');
  return {
    brandName,
    siteUrl,
    apiPublicUrl: trimSlash(env.API_PUBLIC_URL || `${siteUrl}/api`),
    mailFrom: env.MAIL_FROM || `${brandName} <no-reply@${new URL(siteUrl).hostname}>`,
    appLinkBase: env.APP_LINK_BASE || 'https://app.evergreen.example/psd2',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => trimSlash(o.trim()))
      .filter(Boolean),
    turnstileVerifyUrl: env.TURNSTILE_VERIFY_URL || 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  };
}
