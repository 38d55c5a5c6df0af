import { entry, l, linkAsset, type SourceEntry } from './define';

export const pageSections: SourceEntry[] = [
  entry('pageSection', 'section-home-hero', {
    key: 'home.hero', page: 'home', order: 1, image: linkAsset('img-hero-home'),
    eyebrow: l('Nachhaltiges Mobile Banking', 'Sustainable mobile banking'),
    heading: l('Dein Konto, das die Welt ein bisschen besser macht', 'Your account that makes the world a little better'),
    body: l('Mit {brand} liegt dein Geld bei {partnerBank} und fließt nur in Projekte, die Klima und Menschen guttun. Konto in zehn Minuten eröffnen, jederzeit kündbar.', 'With {brand} your money is held by {partnerBank} and only goes to projects that are good for the climate and people. Open your account in ten minutes, cancel any time.'),
    ctaLabel: l('Konto eröffnen', 'Open account'), ctaHref: '/register/',
  }),
  entry('pageSection', 'section-home-account', {
    key: 'home.account', page: 'home', order: 2,
    heading: l('Was dein Konto kann', 'What your account does'),
    body: l('Girokonto mit deutscher IBAN, Karte aus recyceltem Kunststoff oder Metall, Apple Pay und Google Pay, Unterkonten zum Sparen und ein CO₂-Tracker für deine Einkäufe.', 'Current account with a German IBAN, a card made of recycled plastic or metal, Apple Pay and Google Pay, sub-accounts for saving and a CO₂ tracker for your purchases.'),
  }),
  entry('pageSection', 'section-home-impact', {
    key: 'home.impact', page: 'home', order: 3, image: linkAsset('img-section-impact'),
    heading: l('Wirkung, die du sehen kannst', 'Impact you can see'),
    body: l('Wir zeigen offen, was mit dem Geld unserer Kundinnen und Kunden passiert: Bäume, Anleihen, renaturierte Flächen.', 'We show openly what happens to our customers\u2019 money: trees, bonds, restored land.'),
    ctaLabel: l('Zu den Zahlen', 'See the figures'), ctaHref: '/impact/',
  }),
  entry('pageSection', 'section-investing-intro', {
    key: 'investing.intro', page: 'investing', order: 4, image: linkAsset('img-section-investing'),
    heading: l('Investiere in Unternehmen, die Lösungen schaffen', 'Invest in companies that create solutions'),
    body: l('Unser Fonds investiert in rund 40 Unternehmen aus elf Branchen. Jede Firma muss unsere Ausschlusskriterien erfüllen.', 'Our fund invests in about 40 companies from eleven sectors. Every company must meet our exclusion criteria.'),
  }),
  entry('pageSection', 'section-jobs-intro', {
    key: 'jobs.intro', page: 'jobs', order: 5, image: linkAsset('img-section-jobs'),
    heading: l('Arbeite mit uns an einer besseren Bank', 'Work with us on a better bank'),
    body: l('Wir sind ein Team aus über 20 Nationen und bauen Banking, das Klima und Menschen nützt.', 'We are a team from more than 20 nations building banking that benefits the climate and people.'),
  }),
  entry('pageSection', 'section-magazine-end', {
    key: 'magazine.end', page: 'magazine', order: 6,
    heading: l('Du hast alles gelesen', 'You have read everything'),
    body: l('Neue Artikel erscheinen jeden Monat. Abonniere unseren Newsletter, um keinen zu verpassen.', 'New articles appear every month. Subscribe to our newsletter so you do not miss any.'),
    ctaLabel: l('Zum Newsletter', 'To the newsletter'), ctaHref: '/newsletter/',
  }),
];
