import type { Config } from '../config';

/** The RFC 8058 one-click target of a mail's unsubscribe token (its List-Unsubscribe header). */
export function oneClickUrl(config: Config, token: string): string {
  return `${config.apiPublicUrl}/v1/signups/unsubscriptions/one-click?token=${encodeURIComponent(token)}`;
}
