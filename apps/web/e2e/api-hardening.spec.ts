import { accountHolders } from '@site/api/fixtures';
import { href } from '@site/config/routes';
import { createLink, expectNoAxeViolations, localApi, uniqueEmail } from '@site/testing';
import type { Locale } from '@site/i18n';
import { content } from './pages/content';
import { alert, expect, openNewLink, test, text } from './systemPages';

// Issue 36, as the site's origin sees the API: raw requests through its `/api`, and the pages.

const { anna } = accountHolders;
const wrong = ['1990-01-01', '1990-01-02', '1990-01-03', '1990-01-04', '1990-01-05', '1990-01-06', '1990-01-07', '1990-01-08', '1990-01-09'];
const consents = { termsAndConditions: true, privacy: true, marketing: false };

const bursts = [
  { kind: 'reset', path: '/v1/password-resets', body: (birthday: string) => ({ password: 'Sunny-Day-2026', birthday }), success: 200 },
  { kind: 'partner', path: '/v1/partner-registrations', body: (birthday: string) => ({ password: 'Sunny-Day-2026', birthday, consents }), success: 201 },
  { kind: 'refund', path: '/v1/reimbursements', body: (birthday: string) => ({ recipient: { iban: 'DE89370400440532013000', name: 'Anna Schmidt' }, birthday }), success: 202 },
] as const;

test.describe('the birthday lock under a burst of requests', () => {
  test(`${bursts.map((burst) => burst.path).join(', ')}: 9 wrong birthdays and the right one at once; the right one succeeds or is blocked, never more`, async ({ request }) => {
    test.setTimeout(bursts.length * 30_000);
    for (const burst of bursts) {
      await test.step(burst.path, async () => {
        const hash = await createLink({ kind: burst.kind, locale: 'en-EU' });
        const birthdays = [...wrong.slice(0, 4), anna.birthday, ...wrong.slice(4)];
        const answers = await Promise.all(birthdays.map((birthday) => request.post(`/api${burst.path}`, { data: { hash, ...burst.body(birthday) } })));
        const right = answers[4]!;
        expect([burst.success, 423]).toContain(right.status());
        const refused = answers.filter((a) => a !== right);
        for (const answer of refused) expect([409, 422, 423]).toContain(answer.status());
        // At most three wrong birthdays are counted: the remaining attempts never go below zero
        // and at most two answers say there are attempts left.
        const remaining = await Promise.all(refused.filter((a) => a.status() === 422).map(async (a) => ((await a.json()) as { remainingAttempts: number }).remainingAttempts));
        expect(remaining.length).toBeLessThanOrEqual(2);
        for (const left of remaining) expect(left).toBeGreaterThan(0);
      });
    }
  });
});

test('the internal endpoint is not below the sites’ /api, and every API answer carries its security headers', async ({ request }) => {
  const internal = await request.post('/api/internal/links', {
    headers: { Authorization: `Bearer ${localApi.internalLinkSecret}` },
    data: { kind: 'reset', locale: 'en-EU', holder: anna },
  });
  expect(internal.status()).toBe(404);
  for (const answer of [internal, await request.get('/api/openapi.json'), await request.post('/api/v1/signups/newsletter', { data: {} })]) {
    const headers = answer.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("default-src 'none'");
  }
});

// The same code in both locales: each in one of them (its texts are that locale's), the locales
// taking turns.
test(`a blank password is no password: seven spaces and a digit meet no length (en-EU)`, async ({ page }) => {
  const locale: Locale = 'en-EU';
  await openNewLink(page, locale, 'passwordReset', { kind: 'reset' });
  const password = page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true });
  for (const blank of ['       1', '\u200B\u200B\u200B\u200B\u200B\u200B\u200B1']) {
    await password.fill(blank);
    await expect(page.getByText(text(locale, 'Validation', 'passwordInvalid'))).toBeVisible();
  }
  await password.fill('Sunny day 7');
  await expect(page.getByText(text(locale, 'Validation', 'passwordValid'))).toBeVisible();
});

test(`an expired verification link offers to send the link again, and says nothing of the address (de-DE)`, async ({ page }) => {
  test.setTimeout(90_000); // three axe scans on a shared 2-core machine
  const locale: Locale = 'de-DE';
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/email-verifications/resends')) sent.push(r.postDataJSON());
  });
  const hash = await openNewLink(page, locale, 'emailVerificationSuccess', { kind: 'verify', ageDays: 31 });
  await expect(alert(page)).toContainText(text(locale, 'Errors', 'linkExpired'));
  await expect(page.getByText(text(locale, 'EmailVerificationSuccess', 'resendIntro'))).toBeVisible();
  await expectNoAxeViolations(page);
  // A failed resend says so under its button in §8's short text (the headline above already
  // says the link expired); then sending again works.
  await page.route('**/api/v1/email-verifications/resends', (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
  const resend = page.getByRole('button', { name: text(locale, 'EmailVerificationSuccess', 'resend') });
  await resend.click();
  const failed = alert(page).filter({ hasText: text(locale, 'Errors', 'apiShort') });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(text(locale, 'Errors', 'apiHint'));
  await expect(alert(page).filter({ hasText: text(locale, 'Errors', 'api') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'linkExpired'));
  await expectNoAxeViolations(page);
  await resend.click();
  const done = page.getByRole('status').filter({ hasText: text(locale, 'EmailVerificationSuccess', 'resentHeadline') });
  await expect(done).toBeVisible();
  await expect(done).toContainText(text(locale, 'EmailVerificationSuccess', 'resentText', { days: '30' }));
  expect(sent).toEqual([{ hash }, { hash }]);
  await expectNoAxeViolations(page);
});

test(`the sign-up form's page is kept with the sign-up (en-EU)`, async ({ page }) => {
  const locale: Locale = 'en-EU';
  const bodies: { page?: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/signups/')) bodies.push(r.postDataJSON());
  });
  const signup = (await content(locale)).signupPages.find((s) => s.type === 'investing')!;
  await page.goto(href('investingWaitingList', locale));
  const form = page.locator('.signup-form');
  await form.getByLabel(text(locale, 'Signup', 'emailLabel')).fill(uniqueEmail('waiting'));
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: signup.submitLabel }).click();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]!.page).toBe(href('investingWaitingList', locale));
});
