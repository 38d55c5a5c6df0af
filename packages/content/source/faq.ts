import { doc, entry, l, type SourceEntry } from './define';

type Row = [topic: string, qDe: string, qEn: string, aDe: string, aEn: string];

const rows: Row[] = [
  ['account', 'Wo liegt mein Geld?', 'Where is my money held?', 'Dein Konto führt {partnerBank}. Deine Einlagen sind bis 100.000 Euro durch die gesetzliche Einlagensicherung geschützt.', 'Your account is held by {partnerBank}. Your deposits are protected up to 100,000 euros by the statutory deposit guarantee.'],
  ['account', 'Was kostet das Konto?', 'What does the account cost?', 'Das Basic-Konto ist kostenlos. Impact und Impact Plus kosten 4,90 bzw. 9,90 Euro im Monat und sind monatlich kündbar.', 'The Basic account is free. Impact and Impact Plus cost 4.90 and 9.90 euros a month and can be cancelled monthly.'],
  ['account', 'Wie eröffne ich ein Konto?', 'How do I open an account?', 'Lade die App herunter, gib deine Daten ein und bestätige deine Identität per Video. Das dauert meist unter zehn Minuten.', 'Download the app, enter your details and confirm your identity by video. It usually takes less than ten minutes.'],
  ['investing', 'Ab welchem Betrag kann ich investieren?', 'What is the minimum investment?', 'Du kannst schon ab 1 Euro in unseren Fonds investieren, einmalig oder mit einem Sparplan.', 'You can invest in our fund from 1 euro, as a one-off or with a savings plan.'],
  ['investing', 'Kann ich Geld verlieren?', 'Can I lose money?', 'Ja. Aktienkurse schwanken, und der Wert deiner Anlage kann fallen. Lege nur Geld an, das du länger nicht brauchst.', 'Yes. Share prices fluctuate and the value of your investment can fall. Only invest money you will not need for a while.'],
  ['jobs', 'Wie läuft der Bewerbungsprozess ab?', 'What does the application process look like?', 'Nach deiner Bewerbung melden wir uns innerhalb von zwei Wochen. Es folgen ein Kennenlerngespräch, eine kleine Aufgabe aus dem Alltag und ein Gespräch mit dem Team.', 'After you apply we get back to you within two weeks. Then come a first conversation, a small task from everyday work and a talk with the team.'],
  ['jobs', 'Kann ich remote arbeiten?', 'Can I work remotely?', 'Die meisten Stellen sind in Berlin oder remote innerhalb Deutschlands möglich. Einmal im Quartal treffen wir uns alle vor Ort.', 'Most positions are possible in Berlin or remotely within Germany. Once a quarter we all meet in person.'],
  ['jobs', 'Ich finde keine passende Stelle. Was nun?', 'I cannot find a suitable position. What now?', 'Schick uns eine Initiativbewerbung. Wir lesen jede einzelne und melden uns, wenn etwas passt.', 'Send us a speculative application. We read every single one and get in touch when something fits.'],
  ['crowdinvesting', 'Wann startet die nächste Crowdinvesting-Runde?', 'When does the next crowd-investing round start?', 'Ein Datum steht noch nicht fest. Trag dich für die Crowdinvesting-Infos ein, dann erfährst du es zuerst.', 'There is no date yet. Sign up for crowd-investing news and you will be the first to know.'],
  ['general', 'Ist {brand} eine richtige Bank?', 'Is {brand} a real bank?', '{brand} arbeitet mit {partnerBank} zusammen, die über eine Vollbanklizenz verfügt und von der BaFin beaufsichtigt wird.', '{brand} works with {partnerBank}, which holds a full banking licence and is supervised by BaFin.'],
];

export const faqEntries: SourceEntry[] = rows.map(([topic, qDe, qEn, aDe, aEn], index) =>
  entry('faqEntry', `faq-${String(index + 1).padStart(2, '0')}`, { topic, question: l(qDe, qEn), answer: l(doc(aDe), doc(aEn)), order: index + 1 }),
);
