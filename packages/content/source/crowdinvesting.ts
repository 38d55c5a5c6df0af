import { entry, l, linkAsset, type SourceEntry } from './define';

export const crowdinvestingBanners: SourceEntry[] = [
  entry('crowdinvestingBanner', 'crowdinvesting-2021', {
    key: '2021', date: '2021-06-15', status: 'completed', amountCollected: 8_000_000, investorCount: 6_400,
    headline: l('8 Millionen Euro von unserer Community', '8 million euros from our community'),
    text: l('2021 haben über 6.400 Menschen in {brand} investiert und uns 8 Millionen Euro anvertraut. Danke!', 'In 2021 more than 6,400 people invested in {brand} and entrusted us with 8 million euros. Thank you!'),
    buttonLabel: l('Mehr erfahren', 'Learn more'), buttonHref: '/magazine/warum-wir-auf-crowdinvesting-setzen/', buttonDisabled: false,
    image: linkAsset('img-banner-2021'),
  }),
  entry('crowdinvestingBanner', 'crowdinvesting-2022', {
    key: '2022', date: '2022-05-10', status: 'completed', amountCollected: 5_200_000, investorCount: 4_100,
    headline: l('Zweite Runde: wieder gemeinsam', 'Second round: together again'),
    text: l('2022 haben 4.100 Investorinnen und Investoren 5,2 Millionen Euro in unser Wachstum gesteckt.', 'In 2022, 4,100 investors put 5.2 million euros into our growth.'),
    buttonLabel: l('Zum Rückblick', 'See the review'), buttonHref: '/magazine/warum-wir-auf-crowdinvesting-setzen/', buttonDisabled: false,
    image: linkAsset('img-banner-2022'),
  }),
  entry('crowdinvestingBanner', 'crowdinvesting-2026', {
    key: '2026', date: '2026-09-01', status: 'upcoming',
    headline: l('Die nächste Runde kommt', 'The next round is coming'),
    text: l('Trag dich ein, und wir sagen dir Bescheid, sobald du wieder in {brand} investieren kannst.', 'Sign up and we will let you know as soon as you can invest in {brand} again.'),
    buttonLabel: l('Derzeit nicht verfügbar', 'Currently not available'), buttonDisabled: true,
    image: linkAsset('img-banner-ongoing'),
  }),
];
