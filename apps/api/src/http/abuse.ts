import type { Context } from 'hono';
import type { AppEnv } from '../app-types';
import { problemResponse, type ProblemResponse } from './problem';

/**
 * Cloudflare's edge sets CF-Connecting-IP (a client cannot forge it there); wrangler dev sets it
 * to the loopback address.
 */
export function clientIp(c: Context): string {
  return c.req.header('CF-Connecting-IP') ?? 'unknown';
}

/**
 * The period of both rate limiters, in seconds: a refused caller may try again after it. The
 * limiters' `simple.period` in wrangler.jsonc must be this (test/schedules.test.ts).
 */
export const rateLimitPeriodSeconds = 60;

/** 429 RATE_LIMITED when the limiter refuses the key, otherwise undefined. */
export async function rateLimited(limiter: RateLimit, key: string): Promise<ProblemResponse | undefined> {
  const { success } = await limiter.limit({ key });
  return success ? undefined : problemResponse('RATE_LIMITED', {}, { 'Retry-After': String(rateLimitPeriodSeconds) });
}

/**
 * Per client IP and route, before anything else is read: every call of the API goes through it,
 * and each route has a budget of its own (`route`: the method and the route's pattern, so 60
 * fetches of /openapi.json never lock the support lookup out, and the lookups of many consent ids
 * share one budget).
 */
export async function limitByIp(c: Context<AppEnv>, route: string) {
  if (!c.var.config.limitByIp) return undefined;
  return rateLimited(c.env.IP_RATE_LIMITER, `${route}:${clientIp(c)}`);
}

/** Per link or e-mail address (given as a hash or a normalised address). */
export function limitByTarget(c: Context<AppEnv>, target: string) {
  return rateLimited(c.env.TARGET_RATE_LIMITER, target);
}

/**
 * Turnstile's server check, when a secret is configured: 403 TURNSTILE_FAILED for a missing or
 * refused token. The verify URL is configuration, so tests use a local stub and never reach
 * Cloudflare.
 */
export async function turnstileRefusal(c: Context<AppEnv>, token: string | undefined): Promise<ProblemResponse | undefined> {
  const { secret, verifyUrl } = c.var.config.turnstile;
  if (!secret) return undefined;
  if (!token) return problemResponse('TURNSTILE_FAILED');
  const form = new FormData();
  form.set('secret', secret);
  form.set('response', token);
  form.set('remoteip', clientIp(c));
  try {
    const answer = await fetch(verifyUrl, { method: 'POST', body: form });
    const result = (await answer.json()) as { success?: unknown };
    return result.success === true ? undefined : problemResponse('TURNSTILE_FAILED');
  } catch {
    return problemResponse('TURNSTILE_FAILED');
  }
}
