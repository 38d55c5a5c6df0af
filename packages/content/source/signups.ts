import { entry, l, type SourceEntry } from './define';

export const signupPages: SourceEntry[] = [
  entry('signupPage', 'signup-newsletter', {
    type: 'newsletter', asksForName: true,
    headline: l('Bleib auf dem Laufenden', 'Stay up to date'),
    intro: l('Einmal im Monat: neue Magazinartikel, Impact-Zahlen und Tipps für dein Geld.', 'Once a month: new magazine articles, impact figures and tips for your money.'),
    submitLabel: l('Newsletter abonnieren', 'Subscribe to the newsletter'),
    successHeadline: l('Fast geschafft!', 'Almost done!'),
    successText: l('Bitte bestätige deine Anmeldung über den Link in der E-Mail, die wir dir gerade geschickt haben.', 'Please confirm your sign-up via the link in the e-mail we have just sent you.'),
  }),
  entry('signupPage', 'signup-crowdinvesting', {
    type: 'crowdinvesting', asksForName: true,
    headline: l('Sei bei der nächsten Runde dabei', 'Be part of the next round'),
    intro: l('Wir informieren dich, sobald du wieder in {brand} investieren kannst.', 'We will let you know as soon as you can invest in {brand} again.'),
    submitLabel: l('Crowdinvesting-Infos erhalten', 'Get crowd-investing news'),
    successHeadline: l('Danke für dein Interesse!', 'Thanks for your interest!'),
    successText: l('Bitte bestätige deine E-Mail-Adresse über den Link, den wir dir geschickt haben.', 'Please confirm your e-mail address via the link we have sent you.'),
  }),
  entry('signupPage', 'signup-investing', {
    type: 'investing', asksForName: false,
    headline: l('Warteliste für Investieren', 'Waiting list for investing'),
    intro: l('Investieren in der App startet Schritt für Schritt. Trag dich ein, und wir schalten dich frei, sobald du dran bist.', 'Investing in the app is launching step by step. Sign up and we will unlock it for you as soon as it is your turn.'),
    submitLabel: l('Auf die Warteliste', 'Join the waiting list'),
    successHeadline: l('Du stehst auf der Warteliste', 'You are on the waiting list'),
    successText: l('Wir melden uns per E-Mail, sobald Investieren für dich freigeschaltet ist.', 'We will e-mail you as soon as investing is unlocked for you.'),
  }),
  entry('signupPage', 'signup-iou', {
    type: 'iou', asksForName: true,
    headline: l('Werde App-Testerin oder App-Tester', 'Become an app tester'),
    intro: l('Teste neue Funktionen vor allen anderen und hilf uns, die App besser zu machen.', 'Test new features before anyone else and help us make the app better.'),
    submitLabel: l('Als Tester*in anmelden', 'Sign up as a tester'),
    successHeadline: l('Willkommen im Testprogramm!', 'Welcome to the tester programme!'),
    successText: l('Bitte bestätige deine Anmeldung über den Link in unserer E-Mail.', 'Please confirm your sign-up via the link in our e-mail.'),
  }),
];
