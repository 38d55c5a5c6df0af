import { budgetCases, type BudgetSavingsLevel as Savings, type BudgetShareLevel as Level } from '../src/budgetCases';
import { entry, l, type SourceEntry } from './define';

const essentialsText: Record<Level, [string, string]> = {
  within: ['Deine Fixkosten liegen im Rahmen.', 'Your essentials are within range.'],
  over: ['Deine Fixkosten fressen mehr als die Hälfte deines Einkommens.', 'Your essentials eat up more than half of your income.'],
};
const funText: Record<Level, [string, string]> = {
  within: ['Für Spaß gibst du nicht mehr als 30 % aus.', 'You spend no more than 30% on fun.'],
  over: ['Für Spaß gibst du mehr als 30 % aus.', 'You spend more than 30% on fun.'],
};

const headlines: Record<Savings, Record<`${Level}-${Level}`, [string, string]>> = {
  negative: {
    'within-within': ['Achtung: Du gibst mehr aus, als du verdienst', 'Careful: you spend more than you earn'],
    'within-over': ['Deine Freizeit kostet mehr, als dein Konto hergibt', 'Your free time costs more than your account can take'],
    'over-within': ['Deine Fixkosten bringen dich ins Minus', 'Your essentials are pushing you into the red'],
    'over-over': ['Zeit für einen Neustart beim Budget', 'Time for a fresh start with your budget'],
  },
  low: {
    'within-within': ['Gute Basis, aber noch wenig Rücklagen', 'A good base, but few savings yet'],
    'within-over': ['Ein bisschen weniger Spaß, ein bisschen mehr Polster', 'A little less fun, a little more cushion'],
    'over-within': ['Die Fixkosten bremsen dein Sparen', 'Your essentials are holding back your savings'],
    'over-over': ['Wenig Luft zum Sparen', 'Little room to save'],
  },
  medium: {
    'within-within': ['Du bist auf einem guten Weg', 'You are on a good path'],
    'within-over': ['Du sparst ordentlich und gönnst dir was', 'You save well and treat yourself'],
    'over-within': ['Solide, trotz hoher Fixkosten', 'Solid, despite high essentials'],
    'over-over': ['Du sparst, obwohl es eng ist', 'You save even though things are tight'],
  },
  high: {
    'within-within': ['Vorbildlich: 50-30-20 voll erfüllt', 'Exemplary: 50-30-20 fully met'],
    'within-over': ['Starke Sparquote, großzügige Freizeit', 'Strong savings, generous free time'],
    'over-within': ['Hohe Fixkosten, trotzdem stark gespart', 'High essentials, yet strong savings'],
    'over-over': ['Du sparst viel, aber wo kommt das Geld her?', 'You save a lot, but where does the money come from?'],
  },
};

const savingsAdvice: Record<Savings, [string, string]> = {
  negative: ['Du gibst mehr aus, als reinkommt. Prüfe zuerst Abos und Verträge, die du kündigen kannst, und lege ein Limit für variable Ausgaben fest, bevor Schulden entstehen.', 'You spend more than comes in. First check subscriptions and contracts you can cancel, and set a limit for variable spending before debt builds up.'],
  low: ['Du sparst unter 10 %. Richte einen Dauerauftrag direkt nach dem Gehaltseingang ein, auch 50 Euro im Monat bauen mit der Zeit einen Notgroschen auf.', 'You save less than 10%. Set up a standing order right after payday; even 50 euros a month builds an emergency fund over time.'],
  medium: ['Du sparst zwischen 10 und 20 %. Wenn dein Notgroschen steht, kannst du einen Teil langfristig und nachhaltig anlegen.', 'You save between 10 and 20%. Once your emergency fund is in place, you can invest part of it long term and sustainably.'],
  high: ['Du sparst 20 % oder mehr. Verteile dein Erspartes auf Notgroschen, Ziele wie Urlaub und eine nachhaltige Geldanlage für später.', 'You save 20% or more. Split your savings between an emergency fund, goals such as holidays and a sustainable investment for later.'],
};

/** One entry per case of the 50-30-20 check: essentials x fun x savings rate. */
export const budgetAdvice: SourceEntry[] = budgetCases.map(({ key: caseKey, essentials, fun, savings }) => {
  const [hDe, hEn] = headlines[savings][`${essentials}-${fun}`];
  const [sDe, sEn] = savingsAdvice[savings];
  return entry('budgetAdvice', `budget-${caseKey}`, {
    caseKey, essentials, fun, savings,
    headline: l(hDe, hEn),
    advice: l(`${essentialsText[essentials][0]} ${funText[fun][0]} ${sDe}`, `${essentialsText[essentials][1]} ${funText[fun][1]} ${sEn}`),
  });
});
