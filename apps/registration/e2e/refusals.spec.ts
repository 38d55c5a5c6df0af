import { fromRegistrationLocale, type RegistrationLocale } from '@site/i18n';
import { expect, expectNoAxeViolations, gotoImpatient, grantConsent, localApi, stubTurnstile, test, uniqueEmail } from '@site/testing';
import { ana, expectEntries, fillForm, registrationLocales, submitButton, text } from './helpers';

// Refusals of the real local API (scripts/local-api.sh), each said as what happened (issue 39).
test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

const REGISTRATIONS = '**/api/v1/registrations';

// Each test scans with axe once or twice on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** A registration as the app sends it, straight to the API. */
const registration = (email: string) => ({
  locale: 'enEU',
  firstName: ana.firstName,
  lastName: ana.lastName,
  email,
  password: ana.password,
  acceptedNewsletter: false,
  consents: { termsAndConditions: true, privacy: true, marketing: false },
});

// How many minutes to wait is a plural of the locale: in both locales.
for (const locale of registrationLocales) {
  test.describe(`refusals (${locale})`, () => {
    test("too many attempts for one address: when to try again, from the API's Retry-After, in the page's language", async ({ page }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail('limited');
      await page.goto(`/${locale}/`);
      await fillForm(page, locale, { ...ana, email });
      await useUpAddressBudget(email);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/registrations'));
      await submitButton(page, locale).click();
      const response = await answered;
      expect(response.status()).toBe(429);
      expect(response.headers()['retry-after']).toBe('60');
      await expect(page.getByRole('alert')).toHaveText(text(locale, 'Errors.rateLimited', { minutes: 1 }));
      await expect(page.getByRole('alert')).toHaveText(locale === 'enEU' ? /in 1 minute\./ : /in einer Minute/);
      // It never says whether the address is known, nor that anything else went wrong.
      await expect(page.getByText(text(locale, 'Errors.registrationFailed'))).toHaveCount(0);
      await expectEntries(page, locale, { ...ana, email });
      await expectNoAxeViolations(page);
    });
  });
}

// The other refusals are the same code in both locales: each in one of them (its texts are that
// locale's), the locales taking turns.
test("the API's field errors stand at their fields, in the form's words; the rest of the form is kept (deDE)", async ({ page }) => {
  const locale: RegistrationLocale = 'deDE';
  const email = uniqueEmail('refused');
  await page.goto(`/${locale}/`);
  await fillForm(page, locale, { ...ana, email });
  // What reaches the API is not what the form checked (as from an older page, or a server
  // with a stricter rule): markup in both names.
  const answers: number[] = [];
  await page.route(REGISTRATIONS, async (route) => {
    const body = { ...route.request().postDataJSON(), firstName: '<i>Ana</i>', lastName: '<b>Silva</b>' };
    const response = await route.fetch({ postData: JSON.stringify(body) });
    answers.push(response.status());
    await route.fulfill({ response });
  });
  await submitButton(page, locale).click();
  await expect(page.getByRole('alert')).toHaveText(text(locale, 'RegistrationForm.fixErrors'));
  expect(answers).toEqual([400]);
  const nameRule = new RegExp(escape(text(locale, 'Validation.nameCharacters')));
  const firstName = page.getByLabel(text(locale, 'RegistrationForm.firstName'));
  const lastName = page.getByLabel(text(locale, 'RegistrationForm.lastName'));
  for (const field of [firstName, lastName]) {
    await expect(field).toHaveAccessibleDescription(nameRule);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  // The first refused field takes the focus.
  await expect(firstName).toBeFocused();
  await expect(page.getByText(text(locale, 'Errors.registrationFailed'))).toHaveCount(0);
  await expectEntries(page, locale, { ...ana, email });
  await expectNoAxeViolations(page);
  // Changing a refused entry takes its message away; the other stays until it changes too.
  await lastName.fill('Silvá');
  await expect(lastName).not.toHaveAccessibleDescription(nameRule);
  await expect(firstName).toHaveAccessibleDescription(nameRule);
  // Sent as typed, the registration goes through.
  await page.unroute(REGISTRATIONS);
  await submitButton(page, locale).click();
  await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) })).toBeVisible();
});

test('a refused security check says so and offers a new try with a fresh challenge (enEU)', async ({ page, baseURL }) => {
  const locale: RegistrationLocale = 'enEU';
  // The local API has no Turnstile secret (scripts/local-api.sh), so its refusal is the
  // contract's answer, given here; the second try reaches the API.
  const turnstile = await stubTurnstile(page);
  const tokens: (string | null)[] = [];
  await page.route(REGISTRATIONS, async (route) => {
    tokens.push(await route.request().headerValue('cf-turnstile-response'));
    return tokens.length === 1
      ? route.fulfill({
          status: 403,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', code: 'TURNSTILE_FAILED', status: 403, title: 'Forbidden' }),
        })
      : route.fallback();
  });
  const email = uniqueEmail('robot');
  await page.goto(`/${locale}/`);
  await expect(page.locator('[data-turnstile]')).toHaveText('Turnstile (stub)');
  await fillForm(page, locale, { ...ana, email });
  await submitButton(page, locale).click();
  await expect(page.getByRole('alert')).toHaveText(text(locale, 'Errors.turnstileFailed'));
  await expect(page.getByText(text(locale, 'Errors.registrationFailed'))).toHaveCount(0);
  await expectEntries(page, locale, { ...ana, email });
  await expectNoAxeViolations(page);
  const answered = page.waitForResponse((r) => r.url() === `${baseURL}/api/v1/registrations`);
  await submitButton(page, locale).click();
  expect((await answered).status()).toBe(201);
  expect(tokens).toEqual(['e2e-turnstile-1', 'e2e-turnstile-2']);
  expect((await turnstile.rendered()).map((r) => r.language)).toEqual([fromRegistrationLocale(locale).slice(0, 2)]);
  await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) })).toBeVisible();
});

test('an impatient visitor, who fills the form the moment it appears, is told the same (deDE)', async ({ page }) => {
  const locale: RegistrationLocale = 'deDE';
  test.setTimeout(90_000);
  const email = uniqueEmail('impatient');
  const visit = await gotoImpatient(page, `/${locale}/`);
  await visit.release();
  await fillForm(page, locale, { ...ana, email });
  await useUpAddressBudget(email);
  await submitButton(page, locale).click();
  await expect(page.getByRole('alert')).toHaveText(text(locale, 'Errors.rateLimited', { minutes: 1 }));
  await expectEntries(page, locale, { ...ana, email });
});

/**
 * Spends an address's budget at the API: ten registrations a minute (TARGET_RATE_LIMITER), so
 * the page's next one is refused. Called with the form filled, just before its submit: it sends
 * registrations until the API itself refuses one (so a window that turns while they are sent, on
 * a loaded machine, only means more of them), and the page's submit must then fall in the same
 * window of the limiter (fixed one-minute windows): when less than 10 s of it are left, it waits
 * for the next and spends that one.
 */
async function useUpAddressBudget(email: string): Promise<void> {
  for (let sent = 0; sent < 40; sent += 1) {
    const response = await fetch(`${localApi.origin}/api/v1/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(registration(email)),
    });
    if (response.status !== 429) {
      expect(response.status).toBe(201);
      continue;
    }
    const leftInWindow = 60_000 - (Date.now() % 60_000);
    if (leftInWindow >= 10_000) return;
    await new Promise((resolve) => setTimeout(resolve, leftInWindow + 100));
  }
  throw new Error(`the API never refused ${email} for too many attempts`);
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
