import { confirmTokenHours, linkValidityDays, type SignupTypeValue as SignupType } from '@site/api/contract';
import { withIndefiniteArticle } from '@site/i18n/article';
import type { Locale } from '@site/i18n/locales';
import deMail from '@site/i18n/messages/de-DE/Mail.json';
import enMail from '@site/i18n/messages/en-EU/Mail.json';
import { createTranslator } from 'use-intl/core';

/**
 * The mails the API sends, per locale, as plain text plus simple HTML. Their texts are the `Mail`
 * namespace of the catalogues (packages/i18n/messages/<locale>/Mail.json), like every other text
 * of the product; the numbers in them are filled from the constants that enforce them, and the
 * brand is configuration. Pure functions: no SMTP, no database.
 */
export type MailLocale = Locale;

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const catalogues = { 'de-DE': deMail, 'en-EU': enMail } as const;

function translator(locale: MailLocale) {
  return createTranslator({ locale, messages: { Mail: catalogues[locale] }, namespace: 'Mail' });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

interface Paragraphs {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footer: string[];
}

function render({ subject, greeting, lines, action, footer }: Paragraphs): Mail {
  const text = [greeting, '', ...lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', '--', ...footer].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;max-width:36em">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    '<hr>',
    ...footer.map((l) => `<p style="font-size:small;color:#555">${linkify(l)}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** Footer lines may end in a URL; the HTML makes it a link. */
function linkify(line: string): string {
  const match = /^(.*?)(https?:\/\/\S+)$/.exec(line);
  if (!match) return escapeHtml(line);
  return `${escapeHtml(match[1] ?? '')}<a href="${escapeHtml(match[2] ?? '')}">${escapeHtml(match[2] ?? '')}</a>`;
}

/** What every mail has: the greeting (a name only where a name belongs) and the unsubscribe footer. */
function frame(locale: MailLocale, brand: string, firstName: string | null | undefined, unsubscribeUrl: string) {
  const t = translator(locale);
  return {
    t,
    greeting: firstName ? t('greeting', { firstName }) : t('greetingWithoutName'),
    footer: [t('footer.reason', { brand }), t('footer.unsubscribe', { url: unsubscribeUrl })],
  };
}

export function signupConfirmationMail(input: {
  type: SignupType;
  locale: MailLocale;
  brand: string;
  firstName?: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
}): Mail {
  const { type, locale, brand, firstName, confirmUrl, unsubscribeUrl } = input;
  const { t, greeting, footer } = frame(locale, brand, firstName, unsubscribeUrl);
  return render({
    subject: t('signupConfirmation.subject', { brand, list: t(`lists.${type}`) }),
    greeting,
    lines: [t('signupConfirmation.request', { list: t(`listsInRequest.${type}`, { brand }) }), t('signupConfirmation.validity', { hours: confirmTokenHours })],
    action: { label: t('signupConfirmation.action'), url: confirmUrl },
    footer,
  });
}

export function waitingListMail(input: { locale: MailLocale; brand: string; firstName?: string | null; unsubscribeUrl: string }): Mail {
  const { t, greeting, footer } = frame(input.locale, input.brand, input.firstName, input.unsubscribeUrl);
  return render({ subject: t('waitingList.subject', { brand: input.brand }), greeting, lines: [t('waitingList.text')], footer });
}

export function registrationVerificationMail(input: {
  locale: MailLocale;
  brand: string;
  firstName: string;
  verifyUrl: string;
  unsubscribeUrl: string;
}): Mail {
  const { t, greeting, footer } = frame(input.locale, input.brand, input.firstName, input.unsubscribeUrl);
  return render({
    subject: t('registrationVerification.subject', { brand: input.brand }),
    greeting,
    lines: [t('registrationVerification.thanks'), t('registrationVerification.validity', { days: linkValidityDays.verify })],
    action: { label: t('registrationVerification.action'), url: input.verifyUrl },
    footer,
  });
}

/**
 * The notice after a password reset, to the address the core gave with the link: a change the
 * holder did not make must not go unnoticed. It names no link and asks for nothing but a call.
 */
export function passwordChangedMail(input: { locale: MailLocale; brand: string; firstName: string }): Mail {
  const t = translator(input.locale);
  return render({
    subject: t('passwordChanged.subject', { brand: input.brand }),
    greeting: t('greeting', { firstName: input.firstName }),
    lines: [t('passwordChanged.done', { brand: input.brand }), t('passwordChanged.notYou')],
    footer: [t('passwordChanged.reason', { brand: input.brand })],
  });
}

/** Sent instead of a verification when the address is verified already, so the API answers the same. */
export function alreadyRegisteredMail(input: { locale: MailLocale; brand: string; firstName: string; unsubscribeUrl: string }): Mail {
  const { t, greeting, footer } = frame(input.locale, input.brand, input.firstName, input.unsubscribeUrl);
  return render({
    subject: t('alreadyRegistered.subject', { brand: input.brand, aBrand: withIndefiniteArticle(input.brand) }),
    greeting,
    lines: [t('alreadyRegistered.attempt'), t('alreadyRegistered.nothingToDo')],
    footer,
  });
}
