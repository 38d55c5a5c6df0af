import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// Playwright starts a web server in the directory of the config that names it; the servers of
// the base config expect the repository root.
const repositoryRoot = resolve(__dirname, '../..');
const webServers = [base.webServer ?? []].flat().map((server) => ({ ...server, cwd: repositoryRoot }));

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
  webServer: webServers,
  projects: [{ name: 'screenshots', use: { ...base.projects?.[0]?.use, baseURL: undefined } }],
});
