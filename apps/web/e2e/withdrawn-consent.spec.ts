import type { APIRequestContext, Page } from '@playwright/test';
import { registrationRequest } from '@site/api/fixtures';
import { routes } from '@site/config/routes';
import { coreEvents, coreEventsWhere, expect, expectNoAxeViolations, linksIn, mailHeaders, mailsTo, mailTo, test, uniqueEmail } from '@site/testing';
import { text } from './helpers';

// Issue 45, from a real mail (MailDev) to the bank's core (the core stub): a registrant's
// unsubscribe reaches the core once, by the page's link and by one-click; a sign-up never
// confirmed tells it nothing; a registration's address is verified at the core once, however many
// of its links are used. One locale: the locale changes no event.
test.describe.configure({ timeout: 90_000 });

const locale = 'en-EU';

/** Registers `email` through the site's /api; answers the registration's id, as the core was told it. */
async function register(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/v1/registrations', { data: registrationRequest(email) })).status()).toBe(201);
  const [created] = await coreEventsWhere((e) => e.payload.type === 'registration.created' && (e.payload.data.registration as { email: string }).email === email);
  const { data } = created!.payload as { data: Record<string, unknown> };
  return (data.registration as { id: string }).id;
}

/** Opens the link of `email`'s first mail that leads to `path`, as the visitor clicks it. */
async function openMailLink(page: Page, email: string, path: string) {
  const link = linksIn(await mailTo(email)).find((l) => l.includes(path));
  expect(link).toBeDefined();
  await page.goto('about:blank');
  await page.goto(link!);
}

async function unsubscribeByPage(page: Page, email: string, headline: 'headline' | 'alreadyUsedHeadline') {
  await openMailLink(page, email, routes.signupUnsubscribe.path);
  await page.getByRole('button', { name: text(locale, 'SignupUnsubscribe', 'submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'SignupUnsubscribe', headline));
}

/** The events of `type` the core stub verified, once they are `expected` and it has held still. */
const eventsOf = (type: string, match: (data: Record<string, unknown>) => boolean, expected = 1) =>
  coreEventsWhere((e) => e.payload.type === type && match(e.payload.data), expected);

test("a registrant's unsubscribe from the registration mail reaches the core once, by the page's link and by one-click; an unconfirmed sign-up's tells it nothing", async ({
  page,
  request,
}) => {
  // A newsletter sign-up never confirmed, left from its confirmation mail's unsubscribe link.
  const pending = uniqueEmail('never-confirmed');
  expect((await request.post('/api/v1/signups/newsletter', { data: { email: pending, locale, acceptedPrivacy: true } })).status()).toBe(201);
  await unsubscribeByPage(page, pending, 'headline');

  // A registrant leaves by the page the registration mail links to, twice.
  const byPage = uniqueEmail('leaves-by-page');
  const byPageId = await register(request, byPage);
  await unsubscribeByPage(page, byPage, 'headline');
  await expectNoAxeViolations(page);
  await unsubscribeByPage(page, byPage, 'alreadyUsedHeadline');

  // Another leaves as a mail program does (RFC 8058), from the mail's List-Unsubscribe header, twice.
  const byOneClick = uniqueEmail('leaves-one-click');
  const byOneClickId = await register(request, byOneClick);
  const target = /^<(.+)>$/.exec((await mailHeaders(await mailTo(byOneClick)))['list-unsubscribe'] ?? '')?.[1];
  expect(target).toMatch(/\/api\/v1\/signups\/unsubscriptions\/one-click\?token=/);
  for (const status of ['UNSUBSCRIBED', 'ALREADY_UNSUBSCRIBED']) {
    const answer = await request.post(target!, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(await answer.json()).toEqual({ locale, status });
  }

  for (const [id, via] of [
    [byPageId, 'page'],
    [byOneClickId, 'one-click'],
  ] as const) {
    const events = await eventsOf('registration.unsubscribed', (data) => (data.registration as { id: string }).id === id);
    expect(events).toHaveLength(1);
    expect(events[0]!.signatureValid).toBe(true);
    expect((events[0]!.payload as { data: unknown }).data).toEqual({ registration: { id }, via });
  }
  // The core was never given the unconfirmed address, and is not given it now.
  expect(JSON.stringify(await coreEvents())).not.toContain(pending);
});

test("a registration's address reaches the core as verified once, though both of its mails' links are used", async ({ page, request }) => {
  const email = uniqueEmail('verifies-twice');
  const id = await register(request, email);
  // Registering again while the address is unverified mails a fresh link: two valid links.
  expect((await request.post('/api/v1/registrations', { data: registrationRequest(email) })).status()).toBe(201);
  const links = (await mailsTo(email, 2)).map((mail) => linksIn(mail).find((l) => l.includes(routes.emailVerificationSuccess.path)));
  for (const link of links.reverse()) {
    await page.goto('about:blank');
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'EmailVerificationSuccess', 'headline'));
  }
  const events = await eventsOf('email.verified', (data) => data.registrationId === id);
  expect(events).toHaveLength(1);
});
