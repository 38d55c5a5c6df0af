import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Tests run inside workerd (the same runtime as `wrangler dev` and Cloudflare) against a local
// D1 with the real migrations; test/global-setup.ts starts MailDev for the mail tests.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));
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
          },
        },
      }),
    ],
    test: {
      globalSetup: ['./test/global-setup.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // A rate-limit test may wait up to 5 s for a fresh limiter window; PBKDF2 runs 600,000 rounds.
      testTimeout: 30_000,
    },
  };
});
