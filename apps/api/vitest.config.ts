import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { timesReporter } from './test/timesReporter';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The local core stub's secret in the tests (any whsec_ secret; the stub verifies with the same). */
const coreWebhookSecret = `whsec_${Buffer.from('worker-tests-core-webhook-secret').toString('base64')}`;

// Tests run inside workerd (the same runtime as `wrangler dev` and Cloudflare) against a local
// D1 with the real migrations, the real queues and their consumers. test/global-setup.ts starts
// MailDev (for the mail consumer) and the core stub (scripts/core-stub.mjs, for the event
// consumer) on the ports picked here, which the Worker's bindings name.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));
  const [smtpPort, maildevPort, corePort, controlPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  Object.assign(process.env, {
    TEST_SMTP_PORT: String(smtpPort),
    TEST_MAILDEV_PORT: String(maildevPort),
    TEST_CORE_STUB_PORT: String(corePort),
    TEST_CONTROL_PORT: String(controlPort),
    TEST_CORE_WEBHOOK_SECRET: coreWebhookSecret,
  });
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            SITE_URL: 'https://site.test',
            SUPPORT_TOKEN: 'test-support-token',
            INTERNAL_LINK_SECRET: 'test-internal-secret',
            // The Worker's internal host: test/helpers.ts `call` sends here unless told a site's origin.
            INTERNAL_API_URL: 'https://api.test',
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            CORE_WEBHOOK_URL: `http://127.0.0.1:${corePort}/webhooks`,
            CORE_WEBHOOK_SECRET: coreWebhookSecret,
            CORE_WEBHOOK_TIMEOUT_MS: '2000',
            OUTBOX_RETRY_BASE_SECONDS: '1',
          },
        },
      }),
    ],
    test: {
      globalSetup: ['./test/global-setup.ts'],
      // Migrations for every file, and at its end the check of its answers against the contract.
      setupFiles: ['./test/apply-migrations.ts', './test/validate-answers.ts'],
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // A rate-limit test may wait up to 5 s for a fresh limiter window; PBKDF2 runs 600,000 rounds;
      // a mail outage test waits for the consumer's retries.
      testTimeout: 60_000,
      // The test command's slowest-tests list (scripts/test-times.mjs) reads each test's duration.
      reporters: process.env.TEST_TIMES_DIR ? ['default', timesReporter(process.env.TEST_TIMES_DIR)] : ['default'],
    },
  };
});
