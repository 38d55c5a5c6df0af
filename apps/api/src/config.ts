import { defaultPsd2AppLink } from '@site/config/appLinks';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-types';
import { consentRetentionDays } from './rules/retention';

/**
 * Every variable and secret of the Worker, read in one place: the middleware below parses them
 * once per request into `c.var.config`, and nothing else reads `c.env` for configuration (the
 * bindings, DB and the rate limiters, are not configuration). The cron handler reads them through
 * `readConfig` too. README.md lists them; their types come from `pnpm cf-typegen`.
 */
export interface Config {
  brandName: string;
  siteUrl: string;
  /** Public URL of this API, for the one-click unsubscribe header. */
  apiPublicUrl: string;
  mailFrom: string;
  /** Start of the app's deep link for PSD2. */
  appLinkBase: string;
  /** Origins allowed by CORS besides the site's own. */
  corsOrigins: string[];
  /** `smtp://host:port` or `smtps://user:pass@host:465`; without it mails are not sent. */
  smtpUrl: string | undefined;
  /** Bearer token of the support's consent-record lookup; without it the lookup answers 401. */
  supportToken: string | undefined;
  /** Bearer token of the internal endpoints; without it they answer 401. */
  internalLinkSecret: string | undefined;
  /**
   * The host (`name[:port]`) of INTERNAL_API_URL, where the core system and support reach the
   * internal calls; requests that arrive anywhere else reach the public API only. Without it no
   * request reaches an internal call.
   */
  internalHost: string | undefined;
  /** Turnstile's secret key and siteverify URL; without a secret no token is asked for. */
  turnstile: { secret: string | undefined; verifyUrl: string };
  consentRetentionDays: number;
  /** False only for the local API of the start and test commands (IP_RATE_LIMIT=off). */
  limitByIp: boolean;
  /**
   * Where the events for the bank's core system go (CORE_WEBHOOK_URL) and the Standard Webhooks
   * secret they are signed with (CORE_WEBHOOK_SECRET, `whsec_…`); without both, each try of an
   * event is retried like an unanswered one until its tries are spent and its row fails
   * (docs/deploying.md: the deploy refuses a release without them).
   */
  coreWebhook: { url: string | undefined; secret: string | undefined; timeoutMs: number };
  /** The first retry of a mail or an event waits this long; each next one twice as long (OUTBOX_RETRY_BASE_SECONDS). */
  retryBaseSeconds: number;
}

/** Only the variables; the bindings are not read here. */
export type ConfigEnv = { [K in keyof Env as Env[K] extends string ? K : never]?: string };

const trimSlash = (url: string) => url.replace(/\/+$/, '');
/** A positive whole number as configured, else the default. */
const wholeNumber = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
/** An unset variable and an empty one (an empty line of .dev.vars) both mean the default. */
const given = (value: string | undefined) => (value ? value : undefined);
/** The host of a URL as `new URL(request.url).host` says it; undefined for none or no URL. */
const hostOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
};

export function readConfig(env: ConfigEnv): Config {
  const brandName = given(env.BRAND_NAME) ?? 'Evergreen';
  const siteUrl = trimSlash(given(env.SITE_URL) ?? 'http://localhost:3000');
  return {
    brandName,
    siteUrl,
    apiPublicUrl: trimSlash(given(env.API_PUBLIC_URL) ?? `${siteUrl}/api`),
    mailFrom: given(env.MAIL_FROM) ?? `${brandName} <no-reply@${new URL(siteUrl).hostname}>`,
    appLinkBase: given(env.APP_LINK_BASE) ?? defaultPsd2AppLink,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => trimSlash(o.trim()))
      .filter(Boolean),
    smtpUrl: given(env.SMTP_URL),
    supportToken: given(env.SUPPORT_TOKEN),
    internalLinkSecret: given(env.INTERNAL_LINK_SECRET),
    internalHost: hostOf(given(env.INTERNAL_API_URL)),
    turnstile: {
      secret: given(env.TURNSTILE_SECRET),
      verifyUrl: given(env.TURNSTILE_VERIFY_URL) ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    },
    consentRetentionDays: consentRetentionDays(env.CONSENT_RETENTION_DAYS),
    limitByIp: env.IP_RATE_LIMIT !== 'off',
    coreWebhook: {
      url: given(env.CORE_WEBHOOK_URL),
      secret: given(env.CORE_WEBHOOK_SECRET),
      timeoutMs: wholeNumber(env.CORE_WEBHOOK_TIMEOUT_MS, 10_000),
    },
    retryBaseSeconds: wholeNumber(env.OUTBOX_RETRY_BASE_SECONDS, 30),
  };
}

export const configure = createMiddleware<AppEnv>(async (c, next) => {
  c.set('config', readConfig(c.env));
  await next();
});
