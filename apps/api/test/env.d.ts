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
    maildevUrl: string;
    turnstileUrl: string;
    /** The core stub's origin (scripts/core-stub.mjs): GET /events, POST /faults. */
    coreStubUrl: string;
    /** An SMTP relay that answers `refuse-…@` with 550 and `busy-…@` with 451. */
    refusingSmtpUrl: string;
    /** POST /maildev/stop and /maildev/start (test/global-setup.ts). */
    controlUrl: string;
  }
}
