import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const webPort = Number(process.env.WEB_PORT ?? 3000);
const registrationPort = Number(process.env.REGISTRATION_PORT ?? 3001);
const hasRegistration = existsSync('apps/registration/package.json');

// Debian's Chromium, never a downloaded browser (no network at test time). The flags keep it
// from calling Google services that the machine cannot reach.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  },
};

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: { trace: 'retain-on-failure' },
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
  webServer: [
    {
      command: 'node scripts/serve.mjs web',
      url: `http://localhost:${webPort}/en-EU/`,
      reuseExistingServer: !process.env.CI,
      env: { WEB_PORT: String(webPort) },
    },
    ...(hasRegistration
      ? [
          {
            command: 'node scripts/serve.mjs registration',
            url: `http://localhost:${registrationPort}/enEU/`,
            reuseExistingServer: !process.env.CI,
            env: { REGISTRATION_PORT: String(registrationPort) },
          },
        ]
      : []),
  ],
});
