import type { Context } from 'hono';
import type { AppEnv } from '../app-types';
import type { Config } from '../config';

/** The RFC 8058 one-click target of a mail's unsubscribe token (its List-Unsubscribe header). */
export function oneClickUrl(config: Config, token: string): string {
  return `${config.apiPublicUrl}/v1/signups/unsubscriptions/one-click?token=${encodeURIComponent(token)}`;
}

/** Sends after the answer (waitUntil); a failure is logged without the address. */
export function sendLater(c: Context<AppEnv>, send: () => Promise<unknown>) {
  const sending = send().catch((error: unknown) => console.error('mail failed:', error instanceof Error ? error.message : 'unknown'));
  try {
    c.executionCtx.waitUntil(sending);
  } catch {
    // No execution context (a direct app.request in a unit test): the promise runs on its own.
  }
}
