// The browser every run drives: Debian's Chromium, never a downloaded one (no network at test
// time), with the flags that keep it from calling Google services the machine cannot reach.
// One list for the Playwright runs (playwright.config.ts) and the benchmark's Lighthouse
// (bench/lib/lighthouse.mjs).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
