import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * `pnpm screenshots`: full-page PNGs of every page type of both apps (screenshots.spec.ts),
 * served from the builds exactly as the end-to-end tests serve them. Not a test suite: it
 * asserts nothing and is never part of `pnpm e2e`.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screenshots.spec.ts',
  outputDir: '../../test-results/screenshots',
  fullyParallel: true,
  workers: Number(process.env.SCREENSHOT_WORKERS ?? 2),
  timeout: 120_000,
  reporter: 'list',
  projects: [{ name: 'screenshots', use: { ...base.projects?.[0]?.use, baseURL: undefined } }],
});
