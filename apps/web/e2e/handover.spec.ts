import { anna, coreEvents, coreEventsWhere, coreFaults, createLink, localApi, mailTo, uniqueEmail } from '@site/testing';
import { locales } from './helpers';
import { expect, fillBirthday, openAccountPage, siteConfig, test, text } from './systemPages';

// What a completed action hands to the bank (docs/handover.md), seen where the bank would see
// it: the core stub's record of signed events, and the mails in MailDev.
test.describe.configure({ timeout: 120_000 });

// The queue's retries are the same for either locale: the three failed deliveries are served in
// de-DE; en-EU's reset reaches the core at the first try. The mail is in each locale's language.
for (const locale of locales) {
  const failedDeliveries = locale === 'de-DE' ? 3 : 0;
  const through = failedDeliveries ? ', through three failed deliveries' : '';
  test(`a password reset reaches the core once${through}, with no password or birthday; the holder is told by mail (${locale})`, async ({
    page,
  }) => {
    const reference = `e2e-reset-${crypto.randomUUID()}`;
    const email = uniqueEmail('reset-notice');
    const password = `Quiet-River-${Math.floor(Math.random() * 1e6)}`;
    // The core answers this link's event with 500 three times; the queue tries again each time.
    if (failedDeliveries) await coreFaults({ status: 500, count: failedDeliveries, reference });
    const token = await createLink({ kind: 'reset', holder: { ...anna, email }, reference, locale });
    await openAccountPage(page, locale, 'passwordReset', token);
    await page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true }).fill(password);
    await fillBirthday(page, locale, anna.birthday);
    await page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }).click();
    await expect(page.getByRole('heading', { name: text(locale, 'PasswordReset', 'successHeadline') })).toBeVisible();

    const events = await coreEventsWhere((e) => e.payload.type === 'password_reset.completed' && (e.payload.data.link as { reference?: string }).reference === reference);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.signatureValid).toBe(true);
    expect(event!.payload).toMatchObject({
      type: 'password_reset.completed',
      data: { link: { reference }, birthdayChecked: true, passwordHash: expect.stringMatching(/^\$pbkdf2-sha256\$i=600000\$/) },
    });
    // Every fault set for this event was served (none is left waiting for it).
    const faults = (await (await fetch(`${localApi.coreStub}/faults`)).json()) as { queue: { reference?: string }[] };
    expect(faults.queue.filter((f) => f.reference === reference)).toEqual([]);
    // Nowhere in what the core received: the password, or the birthday in any spelling.
    const record = JSON.stringify(await coreEvents());
    const [year, month, day] = anna.birthday.split('-');
    for (const secret of [password, anna.birthday, `${day}.${month}.${year}`, `${day}/${month}/${year}`, `${year}${month}${day}`]) {
      expect(record).not.toContain(secret);
    }

    const mail = await mailTo(email);
    expect(mail.subject).toBe(text(locale, 'Mail', 'passwordChanged.subject', { brand: siteConfig.brand }));
    expect(mail.text).toContain(text(locale, 'Mail', 'greeting', { firstName: anna.firstName }));
    expect(mail.text).not.toContain(password);
  });
}
