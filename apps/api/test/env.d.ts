import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      SUPPORT_TOKEN: string;
      INTERNAL_LINK_SECRET: string;
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    smtpUrl: string;
    maildevUrl: string;
    turnstileUrl: string;
  }
}
