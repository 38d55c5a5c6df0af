/**
 * A name with the English indefinite article it takes: 'an Evergreen', 'a Moss', 'an N26', 'a
 * Unity'. The article follows the sound, not the letter: 'an' before a vowel sound, so before a
 * vowel letter unless it is sounded as 'you' or 'won' (Unity, Europa, One), before a silent 'h'
 * (Honest), and before a letter that is read out with a vowel sound (N26, FX, 8). Texts write
 * `{aBrand}` where the configured brand needs it (`withBrand`).
 */
export function withIndefiniteArticle(name: string): string {
  return `${takesAn(name.trim()) ? 'an' : 'a'} ${name.trim()}`;
}

/** Letters spoken with a vowel sound first when read one by one: F (ef), H (aitch), L, M, N, R, S, X. */
const spelledWithVowelSound = /^[AEFHILMNORSX]/;

function takesAn(name: string): boolean {
  const word = name.split(/[\s-]/)[0] ?? '';
  // Read letter by letter: an abbreviation in capitals, or a letter followed by digits (N26).
  const spelled = /^[A-Z]{2,}\b/.test(word) || /^[A-Z]\d/.test(word);
  if (spelled) return spelledWithVowelSound.test(word);
  if (/^(8|11|18)(\D|$)/.test(word)) return true;
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return true;
  if (/^(uni|use|usu|ura|ure|uro|uti|eu|ewe|one|once)/.test(lower)) return false;
  return /^[aeiou]/.test(lower);
}
