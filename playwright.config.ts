import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const webPort = Number(process.env.WEB_PORT ?? 3000);
const registrationPort = Number(process.env.REGISTRATION_PORT ?? 3001);
const hasRegistration = existsSync('apps/registration/package.json');
const apiPort = Number(process.env.API_PORT ?? 8787);
// MailDev's ports (SMTP and web/REST): set all six ports (with CORE_STUB_PORT) to run two checkouts' suites side by side.
const smtpPort = Number(process.env.MAILDEV_SMTP_PORT ?? 1025);
const maildevWebPort = Number(process.env.MAILDEV_WEB_PORT ?? 1080);
// The core stub (scripts/core-stub.mjs): receives the API's signed events, as MailDev its mails.
const coreStubPort = Number(process.env.CORE_STUB_PORT ?? 8789);
const apiOrigin = `http://127.0.0.1:${apiPort}`;

// Debian's Chromium with the flags the benchmark uses too (scripts/chromium.mjs).
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
};

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // CI keeps the html report for failures; the test command's slowest-tests list reads each
  // test's duration (scripts/test-times-reporter.mjs) when TEST_TIMES_DIR is set.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ...(process.env.TEST_TIMES_DIR ? [['./scripts/test-times-reporter.mjs', { dir: process.env.TEST_TIMES_DIR }] as const] : []),
  ],
  // A trace records every action's DOM and a screencast in every test, passed or not: about a
  // tenth of the run's CPU on this 2-core machine. The test command's runs (CI=true) read the
  // failure's error and steps in the log; to see a failing test's trace, run it alone with
  // `--trace on` (docs/testing.md).
  use: { trace: process.env.CI ? 'off' : 'retain-on-failure' },
  projects: [
    {
      name: 'web',
      testDir: 'apps/web/e2e',
      use: { ...chromium, baseURL: `http://localhost:${webPort}` },
    },
    ...(hasRegistration
      ? [
          {
            name: 'registration',
            testDir: 'apps/registration/e2e',
            use: { ...chromium, baseURL: `http://localhost:${registrationPort}` },
          },
        ]
      : []),
  ],
  // The suites run against the real local API (scripts/local-api.sh: migrations, seed, wrangler
  // dev in workerd), MailDev (SMTP 1025, web and REST API 1080 unless MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT say otherwise)
  // and the core stub (8789 unless CORE_STUB_PORT; it releases PSD2 links through API_PORT); the
  // static servers forward `/api/*` of both origins to the API.
  webServer: [
    {
      command: `pnpm exec maildev --ip 127.0.0.1 --web-ip 127.0.0.1 --smtp ${smtpPort} --web ${maildevWebPort}`,
      url: `http://127.0.0.1:${maildevWebPort}/api/healthz`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node scripts/core-stub.mjs',
      url: `http://127.0.0.1:${coreStubPort}/events`,
      reuseExistingServer: !process.env.CI,
      env: { CORE_STUB_PORT: String(coreStubPort), API_PORT: String(apiPort) },
    },
    {
      command: 'bash scripts/local-api.sh',
      url: `http://127.0.0.1:${apiPort}/api/openapi.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        API_PORT: String(apiPort),
        WEB_PORT: String(webPort),
        REGISTRATION_PORT: String(registrationPort),
        LOCAL_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The core stub's port, for the API's local CORE_WEBHOOK_URL (http://127.0.0.1:${CORE_STUB_PORT}/webhooks).
        CORE_STUB_PORT: String(coreStubPort),
      },
    },
    {
      command: 'node scripts/serve.mjs web',
      url: `http://localhost:${webPort}/en-EU/`,
      reuseExistingServer: !process.env.CI,
      env: { WEB_PORT: String(webPort), API_ORIGIN: apiOrigin },
    },
    ...(hasRegistration
      ? [
          {
            command: 'node scripts/serve.mjs registration',
            url: `http://localhost:${registrationPort}/enEU/`,
            reuseExistingServer: !process.env.CI,
            env: { REGISTRATION_PORT: String(registrationPort), API_ORIGIN: apiOrigin },
          },
        ]
      : []),
  ],
});
