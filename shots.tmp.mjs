import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, url, width, consent] of [
  ['home-de-390-first', 'http://localhost:3190/de-DE/', 390, false],
  ['home-de-1280', 'http://localhost:3190/de-DE/', 1280, true],
  ['accounts-en-390', 'http://localhost:3190/en-EU/accounts/', 390, true],
  ['reg-de-1280-first', 'http://localhost:3191/deDE/', 1280, false],
]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (consent) {
    const page0 = await context.newPage(); await page0.goto(url); 
    const btn = page0.getByRole('button', { name: /Alle akzeptieren|Accept all/ }).first();
    await btn.click().catch(() => {}); await page0.waitForTimeout(1500); await page0.close();
  }
  const page = await context.newPage();
  await page.goto(url); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: false });
  await context.close();
}
await browser.close();
