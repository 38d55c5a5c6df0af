import { describe, expect, it } from 'vitest';
import wranglerConfig from '../wrangler.jsonc?raw';
import { rateLimitPeriodSeconds } from '../src/http/abuse';
import { defaultConsentRetentionDays } from '../src/rules/retention';
import { schedules } from '../src/rules/schedules.mjs';

interface Limiter {
  name: string;
  simple: { limit: number; period: number };
}
interface Settings {
  triggers?: { crons: string[] };
  ratelimits?: Limiter[];
  vars?: Record<string, string>;
}
const config = JSON.parse(wranglerConfig.replace(/^\s*\/\/.*$/gm, '')) as Settings & { env: Record<string, Settings> };
/** The top level and every environment (`wrangler dev --env bench`): each must agree with the code. */
const settings: [string, Settings][] = [['top level', config], ...Object.entries(config.env)];

describe('wrangler.jsonc says what the code says', () => {
  it('its cron triggers are exactly the schedules the Worker knows (src/rules/schedules.mjs)', () => {
    expect(config.triggers?.crons).toEqual(Object.values(schedules));
    // triggers are inherited by the environments: none may set other ones
    for (const [, s] of settings) if (s.triggers) expect(s.triggers.crons).toEqual(Object.values(schedules));
  });

  it('the consent retention it sets is the default of src/rules/retention.ts', () => {
    for (const [name, s] of settings) {
      expect({ name, days: s.vars?.CONSENT_RETENTION_DAYS }).toEqual({ name, days: String(defaultConsentRetentionDays) });
    }
  });

  it("every rate limiter's period is the Retry-After a refused caller gets (src/http/abuse.ts)", () => {
    for (const [name, s] of settings) {
      expect(s.ratelimits?.length, name).toBe(2);
      for (const limiter of s.ratelimits!) expect({ name, limiter: limiter.name, period: limiter.simple.period }).toEqual({ name, limiter: limiter.name, period: rateLimitPeriodSeconds });
    }
  });
});
