import { entry, l, type SourceEntry } from './define';

type Row = [author: string, rating: number, date: string, titleDe: string, titleEn: string, de: string, en: string];

const rows: Row[] = [
  ['Julia M.', 5, '2025-10-04', 'Endlich eine Bank mit gutem Gewissen', 'Finally a bank with a clear conscience', 'Kontoeröffnung in zehn Minuten, die App ist übersichtlich und ich sehe, was mit meinem Geld passiert.', 'Account opened in ten minutes, the app is clear and I can see what happens to my money.'],
  ['Tobias K.', 5, '2025-09-28', 'Top Kundenservice', 'Great customer service', 'Hatte eine Frage zur Karte und im Chat nach zwei Minuten eine freundliche Antwort.', 'I had a question about my card and got a friendly answer in chat after two minutes.'],
  ['Sarah L.', 4, '2025-09-20', 'Fast perfekt', 'Almost perfect', 'Ich liebe die Karte aus recyceltem Kunststoff. Ein Stern Abzug, weil mir ein Haushaltsbuch mit Kategorien noch fehlt.', 'I love the card made of recycled plastic. One star off because I still miss a budget book with categories.'],
  ['Mehmet A.', 5, '2025-09-11', 'Wechsel hat sich gelohnt', 'Switching was worth it', 'Der Kontowechselservice hat fast alles automatisch erledigt. Meine alte Bank vermisse ich nicht.', 'The account switching service did almost everything automatically. I do not miss my old bank.'],
  ['Anna P.', 3, '2025-08-30', 'Gute Idee, kleine Macken', 'Good idea, a few quirks', 'Das Konzept überzeugt mich, aber die App hat sich zweimal beim Überweisen aufgehängt.', 'The concept convinces me, but the app froze twice while making a transfer.'],
  ['Lukas W.', 5, '2025-08-21', 'Transparenz, die man sonst nicht kennt', 'Transparency you do not usually get', 'Die Impact-Zahlen sind konkret und nachvollziehbar. So stelle ich mir eine Bank vor.', 'The impact figures are concrete and easy to follow. That is how I imagine a bank.'],
  ['Katrin S.', 4, '2025-08-09', 'Sehr zufrieden', 'Very satisfied', 'Unterkonten für Urlaub und Notgroschen helfen mir beim Sparen. Gern noch mehr Unterkonten im Basic.', 'Sub-accounts for holidays and my emergency fund help me save. More sub-accounts in Basic would be nice.'],
  ['Daniel F.', 5, '2025-07-27', 'Apple Pay läuft einwandfrei', 'Apple Pay works perfectly', 'Einrichtung in einer Minute, seitdem zahle ich fast nur noch mit dem Handy.', 'Set up in one minute, since then I pay almost only with my phone.'],
  ['Nina R.', 2, '2025-07-15', 'Video-Ident hat gedauert', 'Video ident took a while', 'Die Identifizierung hat bei mir drei Anläufe gebraucht. Danach lief alles gut, aber der Start war zäh.', 'Identity verification took me three attempts. Everything was fine afterwards, but the start was slow.'],
  ['Florian B.', 5, '2025-07-02', 'Bäume pflanzen beim Bezahlen', 'Planting trees while paying', 'Jeden Monat zu sehen, wie viele Bäume ich gepflanzt habe, motiviert mehr als jede Werbung.', 'Seeing every month how many trees I have planted motivates me more than any advert.'],
  ['Elif Y.', 4, '2025-06-19', 'Faire Preise', 'Fair prices', 'Das Impact-Abo ist sein Geld wert. Ich würde mir nur eine Gemeinschaftskonto-Funktion wünschen.', 'The Impact subscription is worth its money. I would only wish for a joint account feature.'],
  ['Markus H.', 1, '2025-06-03', 'Karte kam spät', 'Card arrived late', 'Meine Karte war drei Wochen unterwegs. Der Support hat sich entschuldigt und eine neue geschickt.', 'My card took three weeks to arrive. Support apologised and sent a new one.'],
];

export const reviews: SourceEntry[] = rows.map(([author, rating, date, titleDe, titleEn, de, en], index) =>
  entry('review', `review-${String(index + 1).padStart(2, '0')}`, { author, rating, date, title: l(titleDe, titleEn), text: l(de, en), source: 'Trustpilot' }),
);
