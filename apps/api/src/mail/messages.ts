import type { Locale } from '@site/i18n/locales';
import type { SignupTypeValue as SignupType } from '@site/api/contract';

/**
 * The texts of every mail the API sends, per locale, plain text plus simple HTML. The brand is
 * configuration. Pure functions: no SMTP, no database.
 */
export type MailLocale = Locale;

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const listName = {
  'en-EU': { newsletter: 'newsletter', crowdinvesting: 'crowd-investing news', iou: 'app-tester programme', investing: 'investing waiting list' },
  'de-DE': { newsletter: 'Newsletter', crowdinvesting: 'Crowdinvesting-Neuigkeiten', iou: 'App-Tester-Programm', investing: 'Investieren-Warteliste' },
} satisfies Record<MailLocale, Record<SignupType, string>>;

/** German needs the list with its article in the request sentence ('für den Newsletter'). */
const listAccusativeDe = {
  newsletter: 'den Newsletter',
  crowdinvesting: 'die Crowdinvesting-Neuigkeiten',
  iou: 'das App-Tester-Programm',
  investing: 'die Investieren-Warteliste',
} satisfies Record<SignupType, string>;

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

function unsubscribeFooter(locale: MailLocale, brand: string, unsubscribeUrl: string): string[] {
  return locale === 'de-DE'
    ? [`Du bekommst diese E-Mail, weil deine Adresse bei ${brand} eingetragen wurde.`, `Abmelden mit einem Klick: ${unsubscribeUrl}`]
    : [`You receive this e-mail because your address was entered at ${brand}.`, `Unsubscribe with one click: ${unsubscribeUrl}`];
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
  const list = listName[locale][type];
  if (locale === 'de-DE') {
    return render({
      subject: `Bitte bestätige deine Anmeldung: ${brand} ${list}`,
      greeting: firstName ? `Hallo ${firstName},` : 'Hallo,',
      lines: [
        `bitte bestätige, dass du dich für ${listAccusativeDe[type]} von ${brand} anmelden möchtest.`,
        'Der Link gilt 48 Stunden. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach.',
      ],
      action: { label: 'Anmeldung bestätigen', url: confirmUrl },
      footer: unsubscribeFooter(locale, brand, unsubscribeUrl),
    });
  }
  return render({
    subject: `Please confirm your sign-up: ${brand} ${list}`,
    greeting: firstName ? `Hello ${firstName},` : 'Hello,',
    lines: [
      `please confirm that you want to sign up for ${brand}'s ${list}.`,
      'The link works for 48 hours. If you did not sign up, simply ignore this e-mail.',
    ],
    action: { label: 'Confirm sign-up', url: confirmUrl },
    footer: unsubscribeFooter(locale, brand, unsubscribeUrl),
  });
}

export function waitingListMail(input: { locale: MailLocale; brand: string; firstName?: string | null; unsubscribeUrl: string }): Mail {
  const { locale, brand, firstName, unsubscribeUrl } = input;
  if (locale === 'de-DE') {
    return render({
      subject: `Du stehst auf der ${brand} Investieren-Warteliste`,
      greeting: firstName ? `Hallo ${firstName},` : 'Hallo,',
      lines: ['du stehst jetzt auf unserer Warteliste. Wir melden uns, sobald Investieren für dich bereit ist.'],
      footer: unsubscribeFooter(locale, brand, unsubscribeUrl),
    });
  }
  return render({
    subject: `You are on the ${brand} investing waiting list`,
    greeting: firstName ? `Hello ${firstName},` : 'Hello,',
    lines: ['you are now on our waiting list. We will let you know as soon as investing is ready for you.'],
    footer: unsubscribeFooter(locale, brand, unsubscribeUrl),
  });
}

export function registrationVerificationMail(input: {
  locale: MailLocale;
  brand: string;
  firstName: string;
  verifyUrl: string;
  unsubscribeUrl: string;
}): Mail {
  const { locale, brand, firstName, verifyUrl, unsubscribeUrl } = input;
  if (locale === 'de-DE') {
    return render({
      subject: `Bitte bestätige deine E-Mail-Adresse für ${brand}`,
      greeting: `Hallo ${firstName},`,
      lines: ['danke für deine Registrierung. Bitte bestätige deine E-Mail-Adresse.', 'Der Link gilt 30 Tage.'],
      action: { label: 'E-Mail-Adresse bestätigen', url: verifyUrl },
      footer: unsubscribeFooter(locale, brand, unsubscribeUrl),
    });
  }
  return render({
    subject: `Please confirm your e-mail address for ${brand}`,
    greeting: `Hello ${firstName},`,
    lines: ['thank you for registering. Please confirm your e-mail address.', 'The link works for 30 days.'],
    action: { label: 'Confirm e-mail address', url: verifyUrl },
    footer: unsubscribeFooter(locale, brand, unsubscribeUrl),
  });
}

/** Sent instead of a verification when the address is registered already, so the API answers the same. */
export function alreadyRegisteredMail(input: { locale: MailLocale; brand: string; firstName: string; unsubscribeUrl: string }): Mail {
  const { locale, brand, firstName, unsubscribeUrl } = input;
  if (locale === 'de-DE') {
    return render({
      subject: `Du hast schon ein ${brand} Konto`,
      greeting: `Hallo ${firstName},`,
      lines: [
        'jemand hat versucht, sich mit deiner E-Mail-Adresse neu zu registrieren. Du hast bereits ein Konto.',
        'Warst du das nicht, musst du nichts tun. Dein Passwort kannst du in der App zurücksetzen.',
      ],
      footer: unsubscribeFooter(locale, brand, unsubscribeUrl),
    });
  }
  return render({
    subject: `You already have a ${brand} account`,
    greeting: `Hello ${firstName},`,
    lines: [
      'someone tried to register again with your e-mail address. You already have an account.',
      'If this was not you, there is nothing to do. You can reset your password in the app.',
    ],
    footer: unsubscribeFooter(locale, brand, unsubscribeUrl),
  });
}
