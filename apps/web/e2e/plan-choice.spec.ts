import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mapPlanChoices } from '@site/content/plans';
import { localeLabels, toRegistrationLocale, type Locale } from '@site/i18n';
import { coreEventsWhere, expect, expectNoAxeViolations, gotoImpatient, grantConsent, test, uniqueEmail } from '@site/testing';
import { locales, placeholders, siteConfig, text } from './helpers';

// The plan chosen on the site goes all the way (issue 39, point 1): a plan card's 'Choose' opens
// the registration app in the page's language with `?plan=<slug>`, which shows 'You chose …'
// above its form, keeps it, and sends it with the registration; the bank's core hears of it in
// registration.created (the API stores it with the registration). Both apps on their test ports,
// the real local API and the core stub.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context, baseURL }) => {
  await grantConsent(context, baseURL!);
  await grantConsent(context, siteConfig.registrationUrl);
});

// The plans of the bundled export the builds read.
const bundledExport = JSON.parse(readFileSync(path.join(process.cwd(), 'packages/content/data/export.json'), 'utf8'));

const banner = (page: Page, locale: Locale, name: string) => page.getByText(text(locale, 'RegistrationPage', 'planChosen', { plan: name }));

/** Fills the registration app's form and sends it; resolves once it greets. */
async function register(page: Page, locale: Locale, email: string) {
  await page.getByLabel(text(locale, 'RegistrationForm', 'firstName')).fill('Ana');
  await page.getByLabel(text(locale, 'RegistrationForm', 'lastName')).fill('Silva');
  await page.getByLabel(text(locale, 'Validation', 'emailLabel')).fill(email);
  await page.getByLabel(text(locale, 'Validation', 'passwordLabel'), { exact: true }).fill('Secret123!');
  await page.locator('#acceptedTerms').check();
  await page.locator('#acceptedPrivacy').check();
  await page.getByRole('button', { name: text(locale, 'RegistrationForm', 'submit') }).click();
  await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess', 'headline', { firstName: 'Ana' }) })).toBeVisible();
}

/** The registration app's language switcher (its footer), to `to`. */
async function switchTo(page: Page, to: Locale) {
  const from: Locale = to === 'de-DE' ? 'en-EU' : 'de-DE';
  await page
    .getByRole('navigation', { name: text(from, 'RegistrationFooter', 'language') })
    .getByRole('link', { name: localeLabels[to], exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** The plan the bank's core system was told of for this address. */
async function planSent(email: string) {
  // Only the first event is read (none is counted): no need to wait for the stub to hold still.
  const [event] = await coreEventsWhere(
    (e) => e.payload.type === 'registration.created' && (e.payload.data.registration as { email: string }).email === email,
    1,
    30_000,
    0,
  );
  const { payload } = event!;
  return typeof payload === 'string' ? undefined : (payload.data.registration as { plan: unknown }).plan;
}

const appOf = (locale: Locale) => `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`;

// Each plan's whole way, from a 'Choose' on the home page to the bank's core, once: the flow
// switches to the other language and back, so both locales' banners are in every run; the plans
// take turns at the locale they start from. The 'Choose' links of the other locale's home page
// are checked in its HTML.
mapPlanChoices(bundledExport, 'en-EU', placeholders).forEach(({ slug }, index) => {
  const locale: Locale = locales[(index + 1) % locales.length]!;
  const plan = mapPlanChoices(bundledExport, locale, placeholders).find((p) => p.slug === slug)!;
  const app = appOf(locale);
  test(`'Choose' of ${plan.slug} reaches the stored registration (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    await page.getByRole('link', { name: text(locale, 'HomePage', 'choosePlan', { plan: plan.name }), exact: true }).click();
    await expect(page).toHaveURL(`${app}?plan=${plan.slug}`);
    await expect(banner(page, locale, plan.name)).toBeVisible();
    await expectNoAxeViolations(page);
    // Kept for the session: a reload without the query and a language switch keep it.
    await page.getByLabel(text(locale, 'RegistrationForm', 'firstName')).fill('Ana');
    await page.goto(app);
    await expect(banner(page, locale, plan.name)).toBeVisible();
    const other: Locale = locale === 'de-DE' ? 'en-EU' : 'de-DE';
    await switchTo(page, other);
    await expect(page).toHaveURL(new RegExp(`/${toRegistrationLocale(other)}/$`));
    await expect(banner(page, other, plan.name)).toBeVisible();
    await switchTo(page, locale);
    await expect(banner(page, locale, plan.name)).toBeVisible();
    const email = uniqueEmail(`plan-${plan.slug}`);
    await register(page, locale, email);
    expect(await planSent(email)).toBe(plan.slug);
  });
});

test("the home page of each locale, as served, has a 'Choose' per plan into the registration app of its language with the plan", async ({ request }) => {
  for (const locale of locales) {
    const html = await (await request.get(`/${locale}/`)).text();
    const chosen = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*\?plan=[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    const plans = mapPlanChoices(bundledExport, locale, placeholders);
    expect(plans.length).toBeGreaterThan(0);
    expect(new Set(chosen), locale).toEqual(new Set(plans.map((plan) => `${appOf(locale)}?plan=${plan.slug}`)));
  }
});

for (const locale of locales) {
  const plans = mapPlanChoices(bundledExport, locale, placeholders);
  const app = appOf(locale);

  // The way back leads to the home page of the locale: in both.
  test(`'Change plan' leads back to the home page's plans (${locale})`, async ({ page }) => {
    const [plan] = plans;
    await page.goto(`${app}?plan=${plan!.slug}`);
    await page.getByRole('link', { name: text(locale, 'RegistrationPage', 'planChange') }).click();
    await expect(page).toHaveURL(`${siteConfig.siteUrl}/${locale}/#home-plans`);
    await expect(page.getByRole('heading', { level: 2, name: text(locale, 'HomePage', 'plansHeading') })).toBeInViewport();
  });
}

// The same code in both locales: each in one of them.
test('an unknown plan shows nothing and is stored as none (en-EU)', async ({ page }) => {
  const locale: Locale = 'en-EU';
  await page.goto(`${appOf(locale)}?plan=gold`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(text(locale, 'RegistrationPage', 'planChosen', { plan: 'gold' }))).toHaveCount(0);
  await expect(page.getByRole('link', { name: text(locale, 'RegistrationPage', 'planChange') })).toHaveCount(0);
  const email = uniqueEmail('plan-unknown');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/registrations'));
  await register(page, locale, email);
  expect((await sent).postDataJSON()).not.toHaveProperty('plan');
  expect(await planSent(email)).toBeNull();
});

test("an impatient visitor's 'Choose', clicked before the home page's scripts, carries the plan too (de-DE)", async ({ page }) => {
  const locale: Locale = 'de-DE';
  const plans = mapPlanChoices(bundledExport, locale, placeholders);
  const plan = plans[plans.length - 1]!;
  const visit = await gotoImpatient(page, `/${locale}/`);
  await page.getByRole('link', { name: text(locale, 'HomePage', 'choosePlan', { plan: plan.name }), exact: true }).click();
  await expect(page).toHaveURL(`${appOf(locale)}?plan=${plan.slug}`);
  // The registration app's own scripts were held with the site's: let them run.
  await visit.release();
  await expect(banner(page, locale, plan.name)).toBeVisible();
});
