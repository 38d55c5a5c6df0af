import type { Page } from '@playwright/test';
// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test, uniqueEmail } from '@site/testing';
import type { SignupType } from '@site/content';
import { expectNoAxeViolations } from '@site/testing';
import { href, localizedPath, routes } from '@site/config/routes';
import { locales, text } from '../helpers';
import { holdApi } from '../systemPages';
import { content } from './content';

// These run against the real local API (each with an address of its own); the answers it does
// not give on demand (late, 500) are made with page.route.
const pages: [SignupType, string][] = [
  ['newsletter', routes.newsletter.path],
  ['crowdinvesting', routes.crowdinvesting.path],
  ['investing', routes.investingWaitingList.path],
  ['iou', routes.appTesters.path],
];

async function fill(page: Page, locale: 'de-DE' | 'en-EU', email: string, asksForName: boolean) {
  const form = page.locator('.signup-form');
  if (asksForName) await form.getByLabel(text(locale, 'Signup', 'firstNameLabel')).fill('Anna');
  await form.getByLabel(text(locale, 'Signup', 'emailLabel')).fill(email);
  await form.getByRole('checkbox').check();
  return form;
}

for (const locale of locales) {
  test(`the sign-ups (${locale}): each form's validation and success; the newsletter's name and e-mail rules, shared with the registration app`, async ({ page }) => {
    test.slow(); // five pages, four axe runs, four answers held 1.5 s
    for (const [type, path] of pages) {
      await test.step(`${type} sign-up: validation, success`, async () => {
        const signup = (await content(locale)).signupPages.find((s) => s.type === type)!;
        const calls: string[] = [];
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.url().includes(`/v1/signups/${type}`)) calls.push(r.url());
        });
        await page.goto(localizedPath(locale, path));
        const form = page.locator('.signup-form');
        await form.getByRole('button', { name: signup.submitLabel }).click();
        await expect(form.getByText(text(locale, 'Signup', 'privacyRequired'))).toBeVisible();
        // Focus goes to the first invalid field.
        await expect(
          form.getByLabel(text(locale, 'Signup', signup.asksForName ? 'firstNameLabel' : 'emailLabel')),
        ).toBeFocused();
        await expect(form.getByRole('link', { name: text(locale, 'Footer', 'privacy') })).toHaveAttribute('href', href('privacy', locale));
        expect(calls).toHaveLength(0);
        await expectNoAxeViolations(page);

        // The real answer, held until the loading state has been seen and clicked (no fixed delay).
        const held = await holdApi(page, `/v1/signups/${type}`);
        await fill(page, locale, uniqueEmail(type), signup.asksForName);
        const submit = form.getByRole('button', { name: signup.submitLabel });
        await submit.click();
        await expect(form.getByRole('button', { name: text(locale, 'Signup', 'sending') })).toHaveAttribute('aria-busy', 'true');
        await form.getByRole('button', { name: text(locale, 'Signup', 'sending') }).click({ force: true });
        held.release();
        await expect(page.getByRole('heading', { name: signup.successHeadline })).toBeVisible();
        expect(held.calls()).toBe(1);
        await expect(page.getByText(signup.successText)).toBeVisible();
        expect(calls).toHaveLength(1);
        // The next steps' sign-ups are answered at once.
        await page.unroute(`**/api/v1/signups/${type}`);
      });
    }

    await test.step('newsletter sign-up: the name and e-mail rules shared with the registration app', async () => {
      const signup = (await content(locale)).signupPages.find((s) => s.type === 'newsletter')!;
      const bodies: Record<string, unknown>[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/v1/signups/newsletter')) bodies.push(r.postDataJSON());
      });
      await page.goto(href('newsletter', locale));
      const address = uniqueEmail('rules');
      const form = await fill(page, locale, address, true);
      const name = form.getByLabel(text(locale, 'Signup', 'firstNameLabel'));
      const tooLong = text(locale, 'Validation', 'maxLength', { max: '100' });

      // Over 100 characters is said at once and blocks sending; the text stays as typed.
      await name.fill('A'.repeat(101));
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(new RegExp(tooLong));
      await form.getByRole('button', { name: signup.submitLabel }).click();
      await expect(name).toBeFocused();
      await expect(name).toHaveValue('A'.repeat(101));

      // A name made only of invisible characters is no name.
      await name.fill('\u200b\ufeff');
      await form.getByRole('button', { name: signup.submitLabel }).click();
      await expect(name).toHaveAccessibleDescription(new RegExp(text(locale, 'Validation', 'required')));
      await expect(name).toBeFocused();

      // The name goes into the confirmation mail: a message or an address is no name (the API refuses them too).
      const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const [typed, rule] of [
        ['Anna. Your account is blocked, unlock it at https://evil.example/unlock', 'nameCharacters'],
        ['evil.example', 'nameLink'],
      ] as const) {
        await name.fill(typed);
        await form.getByRole('button', { name: signup.submitLabel }).click();
        await expect(name).toHaveAccessibleDescription(new RegExp(escape(text(locale, 'Validation', rule))));
        await expect(name).toBeFocused();
      }

      // The one e-mail rule: an address the registration app refuses is refused here too, and so
      // is one a mail relay would refuse after the visitor was told all is well.
      await name.fill('  Anna  ');
      const email = form.getByLabel(text(locale, 'Signup', 'emailLabel'));
      for (const address of ['jörg@example.com', 'anna@[127.0.0.1]', '.anna@example.com', 'an..na@example.com']) {
        await email.fill(address);
        await form.getByRole('button', { name: signup.submitLabel }).click();
        await expect(email).toHaveAccessibleDescription(new RegExp(text(locale, 'Validation', 'email').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      }
      expect(bodies).toHaveLength(0);

      await email.fill(address);
      await form.getByRole('button', { name: signup.submitLabel }).click();
      await expect(page.getByRole('heading', { name: signup.successHeadline })).toBeVisible();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ firstName: 'Anna', email: address, page: href('newsletter', locale) });
    });
  });
}

test('every sign-up: API error and offline keep what was typed', async ({ page, context }) => {
  test.slow(); // four pages, four axe runs
  const locale = 'en-EU';
  for (const [type, path] of pages) {
    await test.step(`${type} sign-up`, async () => {
      const signup = (await content(locale)).signupPages.find((s) => s.type === type)!;
      await page.route(`**/api/v1/signups/${type}`, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }));
      await page.goto(localizedPath(locale, path));
      const form = await fill(page, locale, 'boom@example.com', signup.asksForName);
      await form.getByRole('button', { name: signup.submitLabel }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(text(locale, 'Errors', 'api'));
      await expect(alert).toContainText(text(locale, 'Errors', 'apiHint'));
      await expect(form.getByLabel(text(locale, 'Signup', 'emailLabel'))).toHaveValue('boom@example.com');
      await expect(form.getByRole('checkbox')).toBeChecked();
      await expectNoAxeViolations(page);

      await context.setOffline(true);
      await form.getByLabel(text(locale, 'Signup', 'emailLabel')).fill('anna@example.com');
      await form.getByRole('button', { name: signup.submitLabel }).click();
      await expect(alert).toContainText(text(locale, 'Errors', 'offline'));
      await expect(form.getByLabel(text(locale, 'Signup', 'emailLabel'))).toHaveValue('anna@example.com');
      if (signup.asksForName) await expect(form.getByLabel(text(locale, 'Signup', 'firstNameLabel'))).toHaveValue('Anna');
      await context.setOffline(false);
    });
  }
});

// The API client is a chunk of its own, loaded on first use (src/lib/api.ts). Offline before it
// ever arrived, the form still answers with the §8 offline message and keeps the input; back
// online, the next submit loads it and goes through.
test('offline before the API client has loaded: the offline message, input kept, then success', async ({ page, context }) => {
  const locale = 'en-EU';
  const signup = (await content(locale)).signupPages.find((s) => s.type === 'newsletter')!;
  const clientChunks: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'script') clientChunks.push(r.url());
  });
  await page.goto(href('newsletter', locale));
  await context.setOffline(true);
  const loadedBefore = clientChunks.length;
  const address = uniqueEmail('offline');
  const form = await fill(page, locale, address, signup.asksForName);
  await form.getByRole('button', { name: signup.submitLabel }).click();
  await expect(form.getByRole('alert')).toContainText(text(locale, 'Errors', 'offline'));
  await expect(form.getByLabel(text(locale, 'Signup', 'emailLabel'))).toHaveValue(address);
  expect(clientChunks).toHaveLength(loadedBefore);

  await context.setOffline(false);
  await form.getByRole('button', { name: signup.submitLabel }).click();
  await expect(page.getByRole('heading', { name: signup.successHeadline })).toBeVisible();
  expect(clientChunks.length).toBeGreaterThan(loadedBefore);
});
