import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoImpatient, linksIn, mailHeaders, mailTo, stubTurnstile, test, uniqueEmail } from '@site/testing';
import { localizedPath, routes } from '@site/config/routes';
import { locales, text } from './helpers';
import { content } from './pages/content';

// Double opt-in against the real local API (scripts/local-api.sh) with MailDev catching the mail
// (SMTP 1025, REST API 1080): sign up, read the mail, confirm, confirm again, unsubscribe, unsubscribe again.
test.describe.configure({ timeout: 120_000 });

/**
 * Signs up for the newsletter. The build configures Turnstile (CONSENT_CLOUDFLARE_ID), so the
 * form renders its widget (a stub of its script here) and sends the widget's token with the
 * sign-up; the local API has no Turnstile secret, so it does not verify it (apps/api's tests do,
 * against a stub of siteverify).
 */
async function signUp(page: Page, locale: 'de-DE' | 'en-EU', email: string) {
  const signup = (await content(locale)).signupPages.find((s) => s.type === 'newsletter')!;
  const turnstile = await stubTurnstile(page);
  await page.goto(localizedPath(locale, routes.newsletter.path));
  const form = page.locator('.signup-form');
  await form.getByLabel(text(locale, 'Signup', 'firstNameLabel')).fill('Anna');
  await form.getByLabel(text(locale, 'Signup', 'emailLabel')).fill(email);
  await form.getByRole('checkbox').check();
  await expect(form.locator('[data-turnstile]')).toHaveText('Turnstile (stub)');
  expect(await turnstile.rendered()).toEqual([
    { sitekey: process.env.CONSENT_CLOUDFLARE_ID, language: locale.slice(0, 2), action: 'signup-newsletter' },
  ]);
  const sent = page.waitForRequest('**/api/v1/signups/newsletter');
  await form.getByRole('button', { name: signup.submitLabel }).click();
  expect(await (await sent).headerValue('cf-turnstile-response')).toBe('e2e-turnstile-1');
  await expect(page.getByRole('heading', { name: signup.successHeadline })).toBeVisible();
}

for (const locale of locales) {
  test(`newsletter (${locale}): the mail's link confirms once, then says it is used; its unsubscribe link unsubscribes`, async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('newsletter');
    await signUp(page, locale, email);

    const mail = await mailTo(email);
    const links = linksIn(mail);
    const confirm = links.find((link) => link.includes(routes.signupConfirmation.path));
    const unsubscribe = links.find((link) => link.includes(routes.signupUnsubscribe.path));
    // Both links lead to this site in the sign-up's locale, the token in the fragment.
    expect(confirm).toMatch(new RegExp(`^${baseURL}/${locale}${routes.signupConfirmation.path}#[\\w-]{20,}$`));
    expect(unsubscribe).toMatch(new RegExp(`^${baseURL}/${locale}${routes.signupUnsubscribe.path}#[\\w-]{20,}$`));
    // RFC 8058 one-click unsubscribe for mail clients, through the site's own /api.
    const headers = await mailHeaders(mail);
    expect(headers['list-unsubscribe']).toMatch(new RegExp(`^<${baseURL}/api/v1/signups/unsubscriptions/one-click\\?token=[\\w-]{20,}>$`));
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await page.goto(confirm!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'SignupConfirmation', 'headline'));
    await expectNoAxeViolations(page);

    // The same link again, as a visitor who clicks it twice.
    await page.goto('about:blank');
    await page.goto(confirm!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'SignupConfirmation', 'alreadyUsedHeadline'));
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'SignupConfirmation', 'alreadyUsedText') })).toBeVisible();

    await page.goto(unsubscribe!);
    await page.getByRole('button', { name: text(locale, 'SignupUnsubscribe', 'submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'SignupUnsubscribe', 'headline'));
    await expectNoAxeViolations(page);
    // The same link again, opened by an impatient visitor: it says the address is already
    // unsubscribed (a status, not an error), and nothing else.
    await page.goto('about:blank');
    const visit = await gotoImpatient(page, unsubscribe!);
    await visit.release();
    await page.getByRole('button', { name: text(locale, 'SignupUnsubscribe', 'submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'SignupUnsubscribe', 'alreadyUsedHeadline'));
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'SignupUnsubscribe', 'alreadyUsedText') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test.describe('confirmation page states (en-EU)', () => {
  const locale = 'en-EU';
  const confirmPath = `${localizedPath(locale, routes.signupConfirmation.path)}#unknown-token-0123456789abcdef`;

  test('an unknown or expired link: the expired message with support buttons; a 500, a 429 and a timeout-free offline: the §8 messages and a retry that works', async ({ page, context }) => {
    let answer: 'expired' | 'error' | 'limited' = 'expired';
    await page.route('**/api/v1/signups/confirmations', (route) =>
      answer === 'expired'
        ? route.fulfill({
            status: 410,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Expired', status: 410, code: 'LINK_EXPIRED' }),
          })
        : answer === 'error'
          ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>oops</h1>' })
          : route.fulfill({
              status: 429,
              headers: { 'Retry-After': '30' },
              contentType: 'application/problem+json',
              body: JSON.stringify({ type: 'about:blank', title: 'Too many', status: 429, code: 'RATE_LIMITED' }),
            }),
    );
    await page.goto(confirmPath);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(text(locale, 'SignupConfirmation', 'expiredHeadline'));
    await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'email') })).toBeVisible();

    // The same page, opened again while the API fails.
    answer = 'error';
    await page.reload();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(text(locale, 'Errors', 'api'));
    answer = 'limited';
    await page.getByRole('button', { name: text(locale, 'SystemPage', 'retry') }).click();
    // A 429 says when to try again: Retry-After 30 s is a minute.
    await expect(alert).toHaveText(text(locale, 'Errors', 'rateLimited', { minutes: 1 }));
    await context.setOffline(true);
    await page.getByRole('button', { name: text(locale, 'SystemPage', 'retry') }).click();
    await expect(alert).toContainText(text(locale, 'Errors', 'offline'));
    await expectNoAxeViolations(page);
  });
});

const problem = (status: number, code: string, extra: object = {}) =>
  JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra });

for (const locale of locales) {
  test(`sign-up refusals say what happened (${locale}): field errors at their fields, a 429's wait, a failed security check to try again`, async ({ page }) => {
    const signup = (await content(locale)).signupPages.find((s) => s.type === 'newsletter')!;
    await stubTurnstile(page);
    const answers = [
      { status: 400, body: problem(400, 'VALIDATION_ERROR', { errors: [{ field: 'email', rule: 'format' }, { field: 'firstName', rule: 'name' }] }) },
      { status: 429, headers: { 'Retry-After': '300' }, body: problem(429, 'RATE_LIMITED') },
      { status: 403, body: problem(403, 'TURNSTILE_FAILED') },
    ];
    const tokens: (string | null)[] = [];
    await page.route('**/api/v1/signups/newsletter', async (route) => {
      tokens.push(await route.request().headerValue('cf-turnstile-response'));
      const answer = answers.shift();
      return answer ? route.fulfill({ ...answer, contentType: 'application/problem+json' }) : route.continue();
    });
    const visit = await gotoImpatient(page, localizedPath(locale, routes.newsletter.path));
    const form = page.locator('.signup-form');
    // Typed before the scripts ran, kept through every refusal.
    await form.getByLabel(text(locale, 'Signup', 'firstNameLabel')).fill('Anna');
    await form.getByLabel(text(locale, 'Signup', 'emailLabel')).fill(uniqueEmail('refusals'));
    await visit.release();
    await form.getByRole('checkbox').check();
    await expect(form.locator('[data-turnstile]')).toHaveText('Turnstile (stub)');
    const submit = form.getByRole('button', { name: signup.submitLabel });
    const errorArea = form.locator('.signup-error');

    // A 400: each message at its field, the first refused field focused, no generic error.
    await submit.click();
    const firstName = form.getByLabel(text(locale, 'Signup', 'firstNameLabel'));
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();
    await expect(form.getByLabel(text(locale, 'Signup', 'emailLabel'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(text(locale, 'Validation', 'email'))).toBeVisible();
    await expect(form.getByText(text(locale, 'Validation', 'nameCharacters'))).toBeVisible();
    await expect(errorArea).toBeEmpty();
    await expectNoAxeViolations(page);

    // A 429: when to try again, from Retry-After (300 s).
    await submit.click();
    await expect(errorArea).toContainText(text(locale, 'Errors', 'rateLimited', { minutes: 5 }));
    await expect(errorArea).toContainText(text(locale, 'Signup', 'inputKept'));

    // A refused security check: says so, and 'Try again' sends with the widget's new token.
    await submit.click();
    await expect(errorArea).toContainText(text(locale, 'Errors', 'turnstileFailed'));
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: text(locale, 'SystemPage', 'retry') }).click();
    await expect(page.getByRole('heading', { name: signup.successHeadline })).toBeVisible();
    expect(tokens).toEqual(['e2e-turnstile-1', 'e2e-turnstile-2', 'e2e-turnstile-3', 'e2e-turnstile-4']);
  });
}
