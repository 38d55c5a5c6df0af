import type { Page, Route } from '@playwright/test';
import { SCRIPTS_ATTRIBUTE } from '@site/consent/pageMarkers';
import { essentialKeys } from '@site/consent/services';
import { fromRegistrationLocale, type RegistrationLocale } from '@site/i18n';
import {
  choose,
  coreEventsWhere,
  dialog,
  expect,
  expectNoAxeViolations,
  grantConsent,
  linksIn,
  mailTo,
  recordRequests,
  stubTurnstile,
  test,
  uniqueEmail,
} from '@site/testing';
import { appQrSvg, appQrTarget } from '../vite/appQrCode';
import { REGISTRATIONS, ana, expectEntries, fillForm, registrationLocales, siteConfig, submitButton, text } from './helpers';

// A returning visitor with the essential consent: the consent dialog (modal, page behind inert)
// stays closed; the dialog itself is tested in consent*.spec.ts.
test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

const created = (route: Route, firstName = ana.firstName) =>
  route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ firstName }) });

// The whole way to the greeting, with its texts and the QR code of the locale's app page: in both
// locales.
for (const locale of registrationLocales) {
  test.describe(`registration (${locale})`, () => {
    test('happy path: loading, success greeting by first name, store badges and QR code', async ({ page }) => {
      test.slow(); // three axe scans on a shared two-core machine
      await page.setViewportSize({ width: 1280, height: 900 });
      const bodies: unknown[] = [];
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (release = resolve));
      await page.route(REGISTRATIONS, async (route) => {
        bodies.push(route.request().postDataJSON());
        await answered;
        await created(route);
      });
      await page.goto(`/${locale}/?code=friend_1`);
      await fillForm(page, locale);
      await expectNoAxeViolations(page);
      await submitButton(page, locale).click();

      const loading = page.getByRole('button', { name: text(locale, 'RegistrationForm.submitting') });
      await expect(loading).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(page);
      await loading.click({ force: true });
      release();

      const headline = page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) });
      await expect(headline).toBeVisible();
      await expect(headline).toBeFocused();
      await expect(page.getByRole('link', { name: text(locale, 'Footer.appStore') })).toHaveCount(2);
      const qr = page.getByRole('img', { name: text(locale, 'RegistrationSuccess.qrAlt') });
      await expect(qr).toBeVisible();
      // The served image is the QR code of the site's Get-the-app page in this locale.
      expect(appQrTarget(siteConfig, fromRegistrationLocale(locale))).toBe(
        `${siteConfig.siteUrl}/${fromRegistrationLocale(locale)}/app/`,
      );
      const image = await page.request.get(new URL((await qr.getAttribute('src'))!, page.url()).toString());
      expect(await image.text()).toBe(await appQrSvg(siteConfig, fromRegistrationLocale(locale)));
      const steps = page.getByRole('list', { name: text(locale, 'RegistrationPage.stepsLabel') }).getByRole('listitem');
      await expect(steps.nth(0)).toContainText(text(locale, 'RegistrationPage.stepDone'));
      await expect(steps.nth(1)).toContainText(text(locale, 'RegistrationPage.stepNow'));
      await expectNoAxeViolations(page);

      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toEqual({
        locale,
        code: 'friend_1',
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@example.com',
        password: 'Secret123!',
        acceptedNewsletter: true,
        consents: { termsAndConditions: true, privacy: true, marketing: false },
      });
      // Nothing personal is left in the session once registered.
      expect((await page.evaluate(() => sessionStorage.getItem('registration.signup'))) ?? '').not.toContain('Ana');
    });
  });
}

// How the form behaves is the same code in both locales: each behaviour is checked in one of them
// (its texts are that locale's), the locales taking turns. Checks that need a fresh form of their
// own share one page where they do not conflict.
test.describe('registration', () => {
  // Each test is what were two or more, with their axe scans, on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('empty submit names the problems, sends nothing and focuses the first field; markup or an address in a name is refused with the name rule, overlong input with a message (enEU)', async ({ page }) => {
    const locale: RegistrationLocale = 'enEU';
    let calls = 0;
    await page.route(REGISTRATIONS, (route) => {
      calls += 1;
      return created(route);
    });
    await page.goto(`/${locale}/`);
    await submitButton(page, locale).click();
    await expect(page.getByRole('alert').first()).toHaveText(text(locale, 'Errors.invalidPasswordOrTerms'));
    await expect(page.getByLabel(text(locale, 'RegistrationForm.firstName'))).toBeFocused();
    await expect(page.getByLabel(text(locale, 'RegistrationForm.firstName'))).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(calls).toBe(0);

    const markup = '<img src=x onerror=alert(1)><b>Ana</b>';
    page.on('dialog', () => {
      throw new Error('markup was executed');
    });
    await fillForm(page, locale, { ...ana, firstName: markup });
    const firstName = page.getByLabel(text(locale, 'RegistrationForm.firstName'));
    const lastName = page.getByLabel(text(locale, 'RegistrationForm.lastName'));
    await lastName.fill('x'.repeat(101));
    const tooLong = text(locale, 'Validation.maxLength', { max: 100 });
    await expect(page.getByText(tooLong)).toBeVisible();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await submitButton(page, locale).click();
    await expect(firstName).toBeFocused();
    await expect(page.getByText(text(locale, 'Validation.nameCharacters'))).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
    await firstName.fill('Ana evil.example');
    await expect(page.getByText(text(locale, 'Validation.nameLink'))).toBeVisible();
    await firstName.fill('Ana');
    await submitButton(page, locale).click();
    await expect(lastName).toBeFocused();
    expect(calls).toBe(0);
    await lastName.fill('Silva');
    await expect(page.getByText(tooLong)).toHaveCount(0);
    await submitButton(page, locale).click();
    await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) })).toBeVisible();
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
    expect(calls).toBe(1);
  });

  test("API server error, validation error, malformed answer and network failure: 'Sorry, an error occurred', entries kept; trying again works once the API answers (deDE)", async ({ page }) => {
    const locale: RegistrationLocale = 'deDE';
    const failures = [
      ['server error', (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"SERVER_ERROR"}' })],
      ['validation error', (route: Route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":"VALIDATION_ERROR","errors":[]}' })],
      ['malformed answer', (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy</html>' })],
      ['network failure', (route: Route) => route.abort('connectionreset')],
    ] as const;
    let calls = 0;
    await page.route(REGISTRATIONS, (route) => {
      calls += 1;
      const failure = failures[calls - 1];
      return failure ? failure[1](route) : created(route);
    });
    await page.goto(`/${locale}/`);
    await fillForm(page, locale);
    for (const [index, [name]] of failures.entries()) {
      await test.step(name, async () => {
        await submitButton(page, locale).click();
        // This answer has arrived and been handled: the button is no longer busy.
        await expect.poll(() => calls).toBe(index + 1);
        await expect(page.getByRole('button', { name: text(locale, 'RegistrationForm.submitting') })).toHaveCount(0);
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(text(locale, 'Errors.registrationFailed'));
        await expect(alert).toContainText(text(locale, 'Errors.registrationFailedText'));
        await expectEntries(page, locale, ana);
        // The same alert and form after each failure: scanned once.
        if (index === 0) await expectNoAxeViolations(page);
      });
    }
    await submitButton(page, locale).click();
    await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) })).toBeVisible();
    expect(calls).toBe(failures.length + 1);
  });

  test('offline: the §8 message, nothing sent, entries kept; back online a double submit sends one request (enEU)', async ({ page, context }) => {
    const locale: RegistrationLocale = 'enEU';
    let calls = 0;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(REGISTRATIONS, async (route) => {
      calls += 1;
      await answered;
      await created(route);
    });
    await page.goto(`/${locale}/`);
    await fillForm(page, locale);
    await context.setOffline(true);
    await expect(page.getByRole('alert')).toHaveText(text(locale, 'Errors.offline'));
    await submitButton(page, locale).click();
    await expect(page.getByRole('alert')).toHaveText(text(locale, 'Errors.offline'));
    await expectEntries(page, locale, ana);
    await expectNoAxeViolations(page);
    expect(calls).toBe(0);
    await context.setOffline(false);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // A double submit (and Enter on top) while the answer is on its way: one request.
    await submitButton(page, locale).dblclick();
    await page.getByLabel(text(locale, 'Validation.emailLabel')).press('Enter');
    release();
    await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) })).toBeVisible();
    expect(calls).toBe(1);
  });

  test('sends the WSID cookie of a visitor with tracking consent (deDE)', async ({ page, context, baseURL }) => {
    const locale: RegistrationLocale = 'deDE';
    const wsid = 'V1StGXR8_Z5jdHi6B-myT';
    // The consent layer keeps a WSID only with tracking consent (GOOGLE_ANALYTICS or ADJUST).
    await grantConsent(context, baseURL!, [...essentialKeys, 'GOOGLE_ANALYTICS']);
    await context.addCookies([{ name: 'WSID', value: wsid, url: baseURL! }]);
    await recordRequests(page, [new URL(baseURL!).origin]);
    const bodies: Record<string, unknown>[] = [];
    await page.route(REGISTRATIONS, (route) => {
      bodies.push(route.request().postDataJSON());
      return created(route);
    });
    await page.goto(`/${locale}/`);
    await fillForm(page, locale);
    await submitButton(page, locale).click();
    await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) })).toBeVisible();
    expect(bodies.map((body) => body.webSessionId)).toEqual([wsid]);
  });

  test('a reload in the middle keeps every entry but the password; switching the language then keeps every entry, password included (deDE)', async ({ page }) => {
    const locale: RegistrationLocale = 'deDE';
    const other = 'enEU';
    await page.goto(`/${locale}/?code=abc`);
    await fillForm(page, locale);
    await page.getByRole('checkbox', { name: text(locale, 'RegistrationForm.consentMarketing') }).check();
    await page.reload();
    await expectEntries(page, locale, { ...ana, password: '' });
    for (const id of ['acceptedNewsletter', 'acceptedTerms', 'acceptedPrivacy', 'acceptedMarketing']) {
      await expect(page.locator(`#${id}`)).toBeChecked();
    }
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain(ana.password);

    // The password typed again, then the other language: everything stays.
    await page.getByLabel(text(locale, 'Validation.passwordLabel'), { exact: true }).fill(ana.password);
    await page
      .getByRole('navigation', { name: text(locale, 'RegistrationFooter.language') })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(`/${other}/?code=abc`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(other, 'RegistrationPage.headline'));
    await expectEntries(page, other, ana);
    for (const id of ['acceptedNewsletter', 'acceptedTerms', 'acceptedPrivacy']) {
      await expect(page.locator(`#${id}`)).toBeChecked();
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('sessionStorage is written only once there is something to keep', () => {
  const storage = (page: Page) => page.evaluate(() => ({ ...sessionStorage }) as Record<string, string>);
  const stored = async (page: Page, key: string) => JSON.parse((await storage(page))[key] ?? '{}') as Record<string, unknown>;

  for (const [locale, path, code] of [
    ['enEU', '/enEU/', ''],
    ['deDE', '/deDE/?code=friend_1', 'friend_1'],
  ] as const) {
    test(`a first visit to ${path} stores nothing, before or after consent, until a name is typed`, async ({ page, context }) => {
      const firstName = page.getByLabel(text(locale, 'RegistrationForm.firstName'));
      await context.clearCookies(); // a first visit: no consent yet, the dialog is open
      await page.goto(path);
      await expect(dialog(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await storage(page)).toEqual({});

      await choose(page, locale, 'rejectOptional');
      await expect(firstName).toBeEditable();
      expect(await storage(page)).toEqual({});

      await firstName.fill('Ana');
      expect(await stored(page, 'registration.signup')).toMatchObject({ firstName: 'Ana', locale: fromRegistrationLocale(locale), code });
      // The code from the URL is stored with the locale once the visitor has started.
      expect(await stored(page, 'registration.page')).toEqual({ locale, code, plan: '' });
      expect(JSON.stringify(await storage(page))).not.toContain(ana.password);

      await page.reload();
      await expect(firstName).toHaveValue('Ana');
      // Back on the page without the code in the URL: the stored one is still used.
      await page.goto(`/${locale}/`);
      await expect(firstName).toHaveValue('Ana');
      expect(await stored(page, 'registration.signup')).toMatchObject({ firstName: 'Ana', code });
    });
  }
});

test.describe("one language per page (the page's texts are in its HTML, the other language's a chunk)", () => {
  const catalogueOf = (url: string) => /\/assets\/catalogue-([a-zA-Z-]+)-[\w-]+\.js$/.exec(new URL(url).pathname)?.[1];
  /** The JSON data block of the page's texts (vite/localePages.ts), as the app reads it. */
  const textsBlock = /<script type="application\/json" id="registration-catalogue" data-locale="([^"]+)">([\s\S]*?)<\/script>/;

  for (const locale of registrationLocales) {
    const other = locale === 'deDE' ? 'enEU' : 'deDE';

    test(`${locale}: the HTML names its language and carries its texts, not the other's, and nothing to preload`, async ({ request, page }) => {
      const loaded: string[] = [];
      page.on('request', (r) => {
        if (catalogueOf(r.url())) loaded.push(r.url());
      });
      for (const path of [`/${locale}/`, `/${locale}/error`]) {
        const html = await (await request.get(path)).text();
        expect(html).toContain(`<html lang="${fromRegistrationLocale(locale)}">`);
        expect(html).toContain(`<title>${text(locale, 'RegistrationPage.title')}</title>`);
        const [, blockLocale, json] = textsBlock.exec(html) ?? [];
        expect(blockLocale).toBe(fromRegistrationLocale(locale));
        const texts = JSON.parse(json!) as { messages: { RegistrationPage: { headline: unknown } } };
        expect(texts.messages.RegistrationPage.headline).toBe(text(locale, 'RegistrationPage.headline'));
        expect(html).not.toContain(text(other, 'RegistrationPage.headline'));
        expect(html).not.toContain(text(other, 'RegistrationForm.submit'));
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute(SCRIPTS_ATTRIBUTE, 'loaded');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(locale, path.endsWith('error') ? 'RegistrationError.headline' : 'RegistrationPage.headline'),
        );
        // Nothing preloaded: the loader fetches the entry after the paint (at once when there is no
        // consent summary to paint), no other language's texts, no chunk ahead of need.
        const [listed, preloaded] = await page.evaluate(() => [
          (JSON.parse(document.querySelector('script[data-after-paint]')!.getAttribute('data-after-paint')!) as string[]).map(
            (url) => new URL(url, location.href).pathname,
          ),
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
        ]);
        expect(listed).toHaveLength(1);
        expect(preloaded).toEqual([]);
      }
      expect(loaded).toEqual([]);
    });

    test(`${locale}: loads no texts, the other language's when switching, and stays put when that fails`, async ({
      page,
      context,
    }) => {
      const loaded: string[] = [];
      const requested: string[] = [];
      page.on('request', (request) => {
        const catalogue = catalogueOf(request.url());
        if (catalogue) {
          loaded.push(catalogue);
          requested.push(request.url());
        }
      });
      await page.goto(`/${locale}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'RegistrationPage.headline'));
      await fillForm(page, locale);
      expect(loaded).toEqual([]);

      // Offline, the other language cannot arrive: the page keeps its language and every entry.
      await context.setOffline(true);
      const switcher = page
        .getByRole('navigation', { name: text(locale, 'RegistrationFooter.language') })
        .getByRole('link', { name: other === 'deDE' ? 'Deutsch' : 'English' });
      await switcher.click();
      await expect.poll(() => loaded.length).toBeGreaterThan(0);
      await expect(page).toHaveURL(`/${locale}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'RegistrationPage.headline'));
      await expectEntries(page, locale, ana);

      // Back online, the next click fetches it again and switches, entries kept. It asks for a
      // URL the module map has not seen: a browser may keep the failed fetch of the first one
      // and answer its import() with the same failure, without a request (Chromium 150 did).
      await context.setOffline(false);
      await switcher.click();
      await expect(page).toHaveURL(`/${other}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(other, 'RegistrationPage.headline'));
      await expectEntries(page, other, ana);
      expect(new Set(loaded)).toEqual(new Set([fromRegistrationLocale(other)]));
      const [first, ...retries] = requested;
      expect(new URL(first!).search).toBe('');
      expect(retries.length).toBeGreaterThan(0);
      for (const retry of retries) expect(new URL(retry).searchParams.get('retry')).toMatch(/^\d+-\d+$/);
      expect(new Set(requested).size).toBe(requested.length);
    });
  }
});

test.describe('against the real local API', () => {
  for (const locale of registrationLocales) {
    test(`registers through the registration origin's /api and sends the verification mail (${locale})`, async ({ page, baseURL }) => {
      const email = uniqueEmail('registration');
      const code = `e2e_${crypto.randomUUID().slice(0, 8)}`;
      // The build configures Turnstile (CONSENT_CLOUDFLARE_ID): its widget renders in the form and
      // each submission carries a fresh token of it.
      const turnstile = await stubTurnstile(page);
      await page.goto(`/${locale}/?code=${code}`);
      // The first submission fails (the API answers 500 once): the alert shows and every entry
      // stays; the second reaches the API.
      let failures = 0;
      const tokens: (string | null)[] = [];
      await page.route('**/api/v1/registrations', async (route) => {
        tokens.push(await route.request().headerValue('cf-turnstile-response'));
        return failures++ === 0
          ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"type":"about:blank","status":500}' })
          : route.fallback();
      });
      await expect(page.locator('[data-turnstile]')).toHaveText('Turnstile (stub)');
      expect(await turnstile.rendered()).toEqual([
        { sitekey: process.env.CONSENT_CLOUDFLARE_ID, language: fromRegistrationLocale(locale).slice(0, 2), action: 'registration' },
      ]);
      await fillForm(page, locale, { ...ana, email });
      await submitButton(page, locale).click();
      await expect(page.getByRole('alert')).toContainText(text(locale, 'Errors.registrationFailed'));
      await expectEntries(page, locale, { ...ana, email });
      const answered = page.waitForResponse((r) => r.url() === `${baseURL}/api/v1/registrations`);
      await submitButton(page, locale).click();
      expect((await answered).status()).toBe(201);
      expect(tokens).toEqual(['e2e-turnstile-1', 'e2e-turnstile-2']);
      await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) })).toBeVisible();
      // The verification mail, in the registration's language, links to the site's page.
      const mail = await mailTo(email);
      expect(linksIn(mail).some((link) => link.includes(`/${fromRegistrationLocale(locale)}/account/email-verified/#`))).toBe(true);
      // The bank's core system hears of it once (docs/handover.md), with the code from the link.
      const events = await coreEventsWhere((e) => e.payload.type === 'registration.created' && (e.payload.data.registration as { email: string }).email === email);
      expect(events).toHaveLength(1);
      expect(events[0]!.signatureValid).toBe(true);
      expect(events[0]!.payload).toMatchObject({
        data: { registration: { code, locale: fromRegistrationLocale(locale), firstName: ana.firstName, passwordHash: expect.stringMatching(/^\$pbkdf2-sha256\$/) } },
      });
      expect(JSON.stringify(events)).not.toContain(ana.password);
    });
  }
});
