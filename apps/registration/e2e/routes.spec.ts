import { legalUrl } from '@site/config/routes';
import { readConsentConfig } from '@site/consent/config';
import { expect, expectNoAxeViolations, grantConsent, test } from '@site/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mapLegalFacts } from '@site/content/legalFacts';
import { legalEntityValues, type RegistrationLocale } from '@site/i18n';
import { legalIdentity, placeholders, registrationLocales, siteConfig, text } from './helpers';

// A returning visitor with the essential consent: the consent dialog (modal, page behind inert)
// stays closed; the dialog itself is tested in consent*.spec.ts.
test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

const lang = { deDE: 'de-DE', enEU: 'en-EU' } as const;

// The bundled export the build read (the test command's stub serves the same file).
const bundledExport = JSON.parse(readFileSync(path.join(process.cwd(), 'packages/content/data/export.json'), 'utf8'));

// Each page of the app is loaded once per locale for everything checked on it: its texts are
// the locale's.
for (const locale of registrationLocales) {
  test.describe(`routes (${locale})`, () => {
    // Each test is what were two or three, with their axe scans, on a shared 2-core machine.
    test.describe.configure({ timeout: 90_000 });

    test('the registration page renders with lang, title, noindex, headline and no login; the footer names the company and the partner bank (configuration) and the deposit guarantee (content), links the sheet, the scheme and the licence, the legal pages of the locale, the stores and the partner', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang[locale]);
      await expect(page).toHaveTitle(text(locale, 'RegistrationPage.title'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text(locale, 'RegistrationPage.headline'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'RegistrationPage.headline'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(siteConfig.brand);
      // Amounts as the site writes them: '€0' / '0 €', never '0 EUR'.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(locale === 'enEU' ? 'from €0' : 'ab 0 €');
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('EUR');
      const steps = page.getByRole('list', { name: text(locale, 'RegistrationPage.stepsLabel') }).getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText(text(locale, 'RegistrationPage.stepNow'));
      await expect(steps.nth(1)).toContainText(text(locale, 'RegistrationPage.stepUpcoming'));
      await expect(page.getByText(/log ?in|anmelden/i)).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The footer: who offers the account (the page's axe scan above covered it).
      const facts = mapLegalFacts(bundledExport, lang[locale], placeholders);
      const { company, partnerBank, depositGuarantee } = legalIdentity;
      const line = (name: string, address: typeof company.address) => text(locale, 'Footer.legalEntity', legalEntityValues(name, address, lang[locale]));
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('[data-notice="depositGuarantee"]')).toHaveText(facts.depositGuarantee);
      await expect(footer.locator('[data-notice="depositGuarantee"]')).toContainText(siteConfig.partnerBankSupervisor);
      await expect(footer.locator('[data-notice="depositGuarantee"]')).toContainText(depositGuarantee.scheme);
      const address = footer.locator('address[data-legal-entity]');
      await expect(address).toContainText(line(company.name, company.address));
      await expect(address).toContainText(company.register.number);
      const bank = footer.locator('address[data-partner-bank]');
      await expect(bank).toContainText(line(partnerBank.name, partnerBank.address));
      await expect(bank).toContainText(partnerBank.register.number);
      const links = footer.getByRole('list', { name: text(locale, 'Footer.depositGuaranteeLinks') });
      await expect(links.getByRole('link', { name: text(locale, 'LegalPages.depositorInformation.title') })).toHaveAttribute(
        'href',
        legalUrl(siteConfig, lang[locale], 'depositorInformation'),
      );
      await expect(links.getByRole('link', { name: depositGuarantee.scheme })).toHaveAttribute('href', depositGuarantee.url);
      await expect(links.getByRole('link', { name: text(locale, 'Footer.licence') })).toHaveAttribute('href', partnerBank.licenceUrl);
      const site = lang[locale];
      for (const [key, kind] of [
        ['Footer.terms', 'terms'],
        ['Footer.imprint', 'imprint'],
        ['Footer.privacy', 'privacy'],
        ['RegistrationFooter.appPrivacy', 'appPrivacy'],
      ] as const) {
        await expect(footer.getByRole('link', { name: text(locale, key), exact: true })).toHaveAttribute(
          'href',
          legalUrl(siteConfig, site, kind),
        );
      }
      await expect(footer.getByRole('link', { name: text(locale, 'Footer.appStore') })).toHaveAttribute('href', siteConfig.appStoreUrl);
      await expect(footer.getByRole('link', { name: text(locale, 'Footer.playStore') })).toHaveAttribute('href', siteConfig.playStoreUrl);
      // The marks name the certifier and the partner, from the content; the certificate is linked.
      const { certification, partner } = mapLegalFacts(bundledExport, lang[locale], placeholders).trustMarks;
      const certificationMark = footer.locator('[data-trust-mark="certification"]');
      await expect(certificationMark).toContainText(certification.title);
      await expect(certificationMark).toContainText(certification.organisation);
      await expect(certificationMark.getByRole('link', { name: certification.organisation })).toHaveAttribute('href', certification.url!);
      await expect(footer.locator('[data-trust-mark="partner"]')).toContainText(partner.title);
      expect(partner.organisation).toBe(siteConfig.partnerBank);
      // The marks are the configured files (vite/marks.ts), drawn, with the organisations as alt texts.
      for (const mark of [
        footer.getByRole('img', { name: partner.organisation, exact: true }),
        footer.getByRole('img', { name: certification.organisation, exact: true }),
      ]) {
        await expect(mark).toBeVisible();
        expect(await mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect((await mark.boundingBox())!.width).toBeGreaterThan(30);
      }
      await expect(footer.getByRole('button', { name: text(locale, 'Footer.cookieSettings') })).toBeVisible();
    });

    test('the error page renders with emoji, headline, copy, chat and e-mail support; the switcher replaces only the locale segment and keeps path and query', async ({ page }) => {
      const other = locale === 'deDE' ? 'enEU' : 'deDE';
      await page.goto(`/${locale}/error?code=friend_1&utm_source=mail`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang[locale]);
      await expect(page).toHaveTitle(`${text(locale, 'RegistrationError.title')} – ${text(locale, 'RegistrationPage.title')}`);
      await expect(page.getByText('🤔')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'RegistrationError.headline'));
      await expect(page.getByText(text(locale, 'RegistrationError.text'))).toBeVisible();
      await expect(page.getByRole('link', { name: text(locale, 'RegistrationError.chat') })).toHaveAttribute(
        'href',
        `${siteConfig.supportSiteUrl}/${locale.slice(0, 2)}/support/home`,
      );
      await expect(page.getByRole('link', { name: text(locale, 'RegistrationError.email') })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${siteConfig.contactEmail.replace('.', '\\.')}\\?subject=`),
      );
      await expectNoAxeViolations(page);

      await page
        .getByRole('navigation', { name: text(locale, 'RegistrationFooter.language') })
        .getByRole('link', { name: other === 'deDE' ? 'Deutsch' : 'English' })
        .click();
      await expect(page).toHaveURL(`/${other}/error?code=friend_1&utm_source=mail`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang[other]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(other, 'RegistrationError.headline'));
    });
  });
}

test('robots.txt is a real file, not the app shell (crawlers must reach the noindex pages)', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toMatch(/^User-agent: \*\nAllow: \/\n$/);
});

// The fallback is the same code in both locales: checked in one.
test('a crash shows the error page as fallback (deDE)', async ({ page }) => {
  const locale: RegistrationLocale = 'deDE';
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/${locale}/crash-test`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'RegistrationError.headline'));
  await expect(page.getByRole('link', { name: text(locale, 'RegistrationError.chat') })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('redirects and bad input', () => {
  const redirects = [
    ['/', '/enEU/'],
    ['/?code=abc', '/enEU/?code=abc'],
    ['/frFR/error?code=abc', '/enEU/error?code=abc'],
    ['/de-DE/', '/enEU/'],
    ['/deDE/unknown/page?code=abc', '/deDE/?code=abc'],
    ['//evil.example/', '/enEU/'],
    ['/%2F%2Fevil.example/error', '/enEU/error'],
    ['/%5Cevil.example', '/enEU/'],
  ] as const;
  test(`${redirects.map(([from]) => from).join(', ')} go to the locale's page`, async ({ page, baseURL }) => {
    test.setTimeout(redirects.length * 15_000);
    for (const [from, to] of redirects) {
      await test.step(`${from} goes to ${to}`, async () => {
        // Joined as text: page.goto('//x') would resolve to another host before the app sees it.
        await page.goto(`${new URL(baseURL!).origin}${from}`);
        await expect(page).toHaveURL(to);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });

  test('a valid code and a known plan are stored with the locale; a malformed code and an unknown plan are dropped', async ({ page }) => {
    await page.goto('/deDE/?code=friend_1&plan=impact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Stored once the visitor has started the registration, not on a first look.
    await page.getByLabel(text('deDE', 'RegistrationForm.firstName')).fill('Ana');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('registration.page') ?? '{}'))).toEqual({
      locale: 'deDE',
      code: 'friend_1',
      plan: 'impact',
    });
    await page.goto('/enEU/?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E&plan=%3Cb%3Egold');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('registration.page') ?? '{}'))).toEqual({
      locale: 'enEU',
      code: 'friend_1',
      plan: 'impact',
    });
  });

  test('crafted paths cannot turn the switcher into a link to another origin', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const path of ['/enEU//evil.example', '/enEU/%2F%2Fevil.example?next=//evil.example', '/enEU/%5C%5Cevil.example']) {
      await page.goto(path);
      const links = page.getByRole('navigation', { name: text('enEU', 'RegistrationFooter.language') }).getByRole('link');
      await expect(links).toHaveCount(2);
      for (const href of await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href))) {
        expect(new URL(href).origin).toBe(origin);
      }
      await links.filter({ hasText: 'Deutsch' }).click();
      await expect(page).toHaveURL(/\/deDE\//);
      expect(new URL(page.url()).origin).toBe(origin);
    }
  });
});

test.describe('store links and attribution (§7)', () => {
  const attribution = readConsentConfig(process.env).attribution;

  test('are plain store links without ADJUST consent; with ADJUST consent and a tracker they go through the attribution service, with the configured campaign when the page URL has no utm_campaign', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000); // what were three tests
    await page.goto('/enEU/?utm_source=mail');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: text('enEU', 'Footer.appStore') })).toHaveAttribute(
      'href',
      siteConfig.appStoreUrl,
    );

    await context.addCookies([{ name: 'ADJUST_USER_CONSENT', value: 'true', url: baseURL! }]);
    await page.goto('/deDE/?utm_source=mail&utm_campaign=spring');
    const link = page.getByRole('contentinfo').getByRole('link', { name: text('deDE', 'Footer.playStore') });
    if (!attribution.tracker) {
      await expect(link).toHaveAttribute('href', siteConfig.playStoreUrl);
      return;
    }
    await expect(link).toHaveAttribute('href', new RegExp(`^${attribution.host.replace(/[.]/g, '\\.')}/`));
    const href = new URL((await link.getAttribute('href'))!);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      campaign: 'spring',
      adgroup: `${attribution.adgroupPrefix}DesktopDE`,
      creative: 'registration_footer_play_store',
      utm_source: 'mail',
      utm_campaign: 'spring',
      redirect: siteConfig.playStoreUrl,
    });

    await page.goto('/enEU/?utm_source=mail');
    const enLink = page.getByRole('contentinfo').getByRole('link', { name: text('enEU', 'Footer.playStore') });
    await expect(enLink).toHaveAttribute('href', new RegExp(`^${attribution.host.replace(/[.]/g, '\\.')}/`));
    const enHref = new URL((await enLink.getAttribute('href'))!);
    expect(enHref.searchParams.get('campaign')).toBe(attribution.campaign);
    expect(enHref.searchParams.get('utm_source')).toBe('mail');
  });
});
