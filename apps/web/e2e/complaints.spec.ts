import { href } from '@site/config/routes';
// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, expectNoAxeViolations, test } from '@site/testing';
import { arbitrationBoard, complaintAnswerDays, financialSupervisor } from '../src/lib/complaints';
import { legalIdentity, locales, siteConfig, text } from './helpers';

// Issue 47, point 4: how to complain, how soon the answer comes, where to turn next; the imprint
// says the same from the same components; the footer and the terms link the page.
test.describe.configure({ timeout: 90_000 });

for (const locale of locales) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, 'ComplaintsPage', key, values);

  test(`the complaints page, from the footer, says how to complain, how soon and where next; the imprint says the same (${locale})`, async ({ page }) => {
    await page.goto(href('home', locale));
    await page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'Footer', 'complaints'), exact: true }).click();
    await expect(page).toHaveURL(href('complaints', locale));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('headline'));
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([t('howHeading'), t('answerHeading'), t('nextHeading')]);

    // The channels: the configured contact address, the company's phone and post address.
    const channels = main.locator('[data-complaint-channels]');
    await expect(channels.getByRole('link', { name: siteConfig.contactEmail })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
    await expect(channels.getByRole('link', { name: legalIdentity.company.phone.display })).toHaveAttribute('href', legalIdentity.company.phone.uri);
    await expect(channels.locator('address')).toContainText(legalIdentity.company.name);
    await expect(channels.locator('address')).toContainText(legalIdentity.company.address.street);
    await expect(main.getByRole('list', { name: t('includeHeading') }).getByRole('listitem')).toHaveCount(4);

    // PSD2 art. 101: 15 business days, 35 in exceptional cases.
    const answer = t('answerPayments', { days: complaintAnswerDays.paymentServices, maxDays: complaintAnswerDays.exceptional });
    await expect(main.locator('[data-complaint-answer-times]')).toHaveText(answer);
    const arbitration = main.getByRole('region', { name: t('arbitrationHeading') });
    await expect(arbitration).toContainText(t('arbitrationText', { company: legalIdentity.company.name }));
    await expect(arbitration.getByRole('link', { name: arbitrationBoard.email })).toHaveAttribute('href', `mailto:${arbitrationBoard.email}`);
    await expect(arbitration.locator('a[href="https://www.bundesbank.de/schlichtungsstelle"]')).toBeVisible();
    await expect(arbitration.locator('address')).toContainText('Postfach 10 06 02');
    const supervisor = main.getByRole('region', { name: t('supervisorHeading') });
    await expect(supervisor.getByRole('link', { name: financialSupervisor.phone.display })).toHaveAttribute('href', financialSupervisor.phone.uri);
    await expect(supervisor.locator(`a[href="${financialSupervisor.url}"]`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The imprint: the same facts, no longer 'neither obliged nor willing'.
    await page.goto(href('imprint', locale));
    const imprint = page.getByRole('region', { name: t('imprintHeading') });
    await expect(imprint.locator('[data-complaint-answer-times]')).toHaveText(answer);
    await expect(imprint.getByRole('region', { name: t('arbitrationHeading') })).toContainText(t('arbitrationText', { company: legalIdentity.company.name }));
    await expect(imprint.getByRole('region', { name: t('supervisorHeading') })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/neither obliged nor willing|nicht verpflichtet und nicht bereit/);
    await expectNoAxeViolations(page);
    await imprint.getByRole('link', { name: t('headline'), exact: true }).click();
    await expect(page).toHaveURL(href('complaints', locale));
  });
}

test('the terms link the complaints page', async ({ page }) => {
  const locale = 'en-EU';
  await page.goto(href('terms', locale));
  await page.getByRole('main').getByRole('link', { name: text(locale, 'ComplaintsPage', 'headline'), exact: true }).click();
  await expect(page).toHaveURL(href('complaints', locale));
});
