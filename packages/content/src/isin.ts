/**
 * ISO 6166: an ISIN is a country code, a nine-character national number and a check digit. The
 * check digit is the Luhn digit of the first eleven characters with every letter written as its
 * number (A = 10 … Z = 35), so 'DE000BASF11' becomes '13140001110281511'.
 */
const isinShape = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** The Luhn check digit of the first eleven characters of an ISIN. */
export function isinCheckDigit(isin: string): number {
  const digits = [...isin.slice(0, 11)].map((c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let sum = 0;
  // From the right, every other digit (starting with the rightmost) is doubled.
  [...digits].reverse().forEach((digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with an ISIN (its shape or its check digit), or undefined. */
export function isinProblem(isin: string): string | undefined {
  if (!isinShape.test(isin)) return 'is not an ISIN (two letters, nine letters or digits, one check digit)';
  const expected = isinCheckDigit(isin);
  return Number(isin[11]) === expected ? undefined : `fails its ISO 6166 check digit (expected ${isin.slice(0, 11)}${expected})`;
}

/**
 * The WKN a German ISIN carries: 'DE' + '000' + the six-character WKN + the check digit, so
 * characters 6 to 11 ('DE000A2QJ1V8' -> 'A2QJ1V'). Other countries' ISINs hold no WKN (undefined).
 */
export function wknOfIsin(isin: string): string | undefined {
  return isin.startsWith('DE') ? isin.slice(5, 11) : undefined;
}
