import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail, signupConfirmationMail } from './messages';

const input = {
  brand: 'Evergreen',
  confirmUrl: 'https://site.example/de-DE/newsletter/confirm/#tok',
  unsubscribeUrl: 'https://site.example/de-DE/newsletter/unsubscribe/#un',
};

describe('the double opt-in mail', () => {
  it('asks in German with the list and its article, in plain text and HTML, with both links', () => {
    const mail = signupConfirmationMail({ ...input, type: 'newsletter', locale: 'de-DE', firstName: 'Anna' });
    expect(mail.subject).toBe('Bitte bestätige deine Anmeldung: Evergreen Newsletter');
    expect(mail.text).toContain('bitte bestätige, dass du dich für den Newsletter von Evergreen anmelden möchtest.');
    expect(mail.text).toContain(`Anmeldung bestätigen: ${input.confirmUrl}`);
    expect(mail.html).toContain(`<a href="${input.confirmUrl}">Anmeldung bestätigen</a>`);
    expect(mail.html).toContain(`<a href="${input.unsubscribeUrl}">`);
  });

  it("asks in English with the brand's list, and escapes a name in the HTML", () => {
    const mail = signupConfirmationMail({ ...input, type: 'iou', locale: 'en-EU', firstName: '<b>Ben</b>' });
    expect(mail.text).toContain("please confirm that you want to sign up for Evergreen's app-tester programme.");
    expect(mail.html).toContain('Hello &lt;b&gt;Ben&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ben</b>');
  });
});

describe('the mail to someone already registered', () => {
  it('puts the article the brand takes before it: an Evergreen account, a Moss account', () => {
    const mail = (brand: string) => alreadyRegisteredMail({ locale: 'en-EU', brand, firstName: 'Ben', unsubscribeUrl: input.unsubscribeUrl });
    expect(mail('Evergreen').subject).toBe('You already have an Evergreen account');
    expect(mail('Moss').subject).toBe('You already have a Moss account');
  });
});
