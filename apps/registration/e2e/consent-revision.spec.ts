import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { choose, consentText, dialog, expect, test, watch } from '@site/testing';
import { CONSENT_REVISION_COOKIE } from '@site/consent/services';

/**
 * Policy revisions, side by side: the suite's build (CONSENT_POLICY_REVISION unset, revision 1)
 * on its usual port, and the same app built again with revision 2, served from a second
 * directory on a free port of the same host, so both share the visitor's cookies.
 */
test.use({ consentKeys: [] });
test.describe.configure({ mode: 'serial' });

const app = fileURLToPath(new URL('..', import.meta.url));
const revision2Dir = join(app, 'dist-revision-2');
let server: Server;
let revision2Url: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  execFileSync('pnpm', ['exec', 'vite', 'build', '--configLoader', 'runner', '--outDir', revision2Dir, '--emptyOutDir'], {
    cwd: app,
    env: { ...process.env, CONSENT_POLICY_REVISION: '2' },
    stdio: 'pipe',
  });
  // The e2e suite's own static server (the CDN's behaviour), for the second directory.
  const serve = '../../../scripts/serve.mjs';
  const { spaHandler } = (await import(serve)) as { spaHandler: (dir: string) => RequestListener };
  server = createServer(spaHandler(revision2Dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  revision2Url = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(revision2Dir, { recursive: true, force: true });
});

test('a choice made under revision 1 is asked for again under revision 2, starting from it', async ({
  page: first,
  context,
  baseURL,
}) => {
  let page = first;
  await watch(page, baseURL!);
  await page.goto('/enEU/');
  await expect(dialog(page).getByText(consentText('enEU', 'revisionNotice'))).toBeHidden();
  await dialog(page).getByRole('button', { name: consentText('enEU', 'showSettings') }).click();
  await dialog(page).getByRole('switch', { name: 'Google Analytics' }).click();
  await choose(page, 'enEU', 'acceptSelected');
  const revisionOf = async () => (await context.cookies()).find((c) => c.name === CONSENT_REVISION_COOKIE)?.value;
  expect(await revisionOf()).toBe('1');

  // Revision 1 again: the choice stands.
  await page.reload();
  await expect(dialog(page)).toHaveCount(0);

  // Revision 2, same host, same cookies: the dialog opens and says the services have changed ...
  await page.close();
  page = await context.newPage();
  await watch(page, revision2Url);
  await page.goto(`${revision2Url}/deDE/`);
  await expect(dialog(page)).toHaveAccessibleName(consentText('deDE', 'title'));
  await expect(dialog(page).getByText(consentText('deDE', 'revisionNotice'))).toBeVisible();
  // ... and its settings start from the earlier choices.
  await dialog(page).getByRole('button', { name: consentText('deDE', 'showSettings') }).click();
  await expect(dialog(page).getByRole('switch', { name: 'Google Analytics' })).toBeChecked();
  await expect(dialog(page).getByRole('switch', { name: 'Google Ads' })).not.toBeChecked();
  await choose(page, 'deDE', 'acceptSelected');
  expect(await revisionOf()).toBe('2');
  await page.reload();
  await expect(dialog(page)).toHaveCount(0);
});
