import type { Locale } from '@site/i18n';
import { href } from '@site/config/routes';
import { expect, grantConsent, test } from '@site/testing';
import { locales, text } from './helpers';

// The texts are compiled at build time (src/i18n/precompiled.ts): the browser gets next-intl's
// formatter without the ICU parser, and every text with arguments, plurals or tags still comes
// out formatted, in the HTML and from the scripts (the search dialog's count, the budget
// calculator's summary).

// A message the ICU parser reports; its error names ship with the parser and nowhere else.
const PARSER_MARK = 'EXPECT_ARGUMENT_CLOSING_BRACE';

test.beforeEach(async ({ context, baseURL }) => {
  await grantConsent(context, baseURL!);
});

for (const locale of locales) {
  test(`no script of a page carries the ICU parser, and every text comes out formatted (${locale})`, async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    const noRawText = async (where: string) => {
      const body = await page.locator('body').innerText();
      expect(body, `an unformatted text on ${where}`).not.toMatch(/[{}]/);
    };

    for (const route of ['home', 'investing', 'accounts', 'budgetCalculator'] as const) {
      await page.goto(href(route, locale));
      await noRawText(href(route, locale));
    }
    // A plural with an argument, formatted by the browser: the search dialog's count.
    await page.getByRole('banner').getByRole('button', { name: text(locale, 'Search', 'open') }).click();
    const dialog = page.getByRole('dialog', { name: text(locale, 'Search', 'title') });
    await dialog.getByRole('searchbox').fill('IBAN');
    await expect(dialog.getByRole('status')).toHaveText(countPattern(locale));

    expect(scripts.size).toBeGreaterThan(5);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body.includes(PARSER_MARK), `${new URL(url).pathname} carries the ICU parser`).toBe(false);
    }
  });
}

function countPattern(locale: Locale): RegExp {
  return locale === 'de-DE' ? /^\d+ Ergebnisse? für „IBAN“\.$/ : /^\d+ results? for “IBAN”\.$/;
}
