/** Legal forms, which say nothing about which company it is: 'Solarwerk Nord AG' is 'SN'. */
const legalForms = new Set(['ag', 'se', 'sa', 'spa', 's.p.a.', 'nv', 'bv', 'ab', 'oy', 'oyj', 'as', 'plc', 'ltd', 'gmbh', 'eg', 'sas', 'reit', 'coop']);

/**
 * Up to two letters standing for a company where it has no logo: the initials of the first two
 * words of its name that are not a legal form, or the first two letters of a one-word name.
 */
export function companyMonogram(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !legalForms.has(word.toLowerCase()));
  const [first = name, second] = words;
  const letters = second ? [...first][0]! + [...second][0]! : [...first].slice(0, 2).join('');
  return letters.toLocaleUpperCase();
}
