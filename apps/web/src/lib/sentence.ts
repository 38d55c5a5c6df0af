/**
 * A name or phrase put before a sentence's full stop: its own final full stop goes, as one full
 * stop ends both an abbreviation and the sentence ('… Grüne Finanzen e. V.', not 'e. V..').
 */
export function beforeFullStop(text: string): string {
  return text.replace(/\.\s*$/, '');
}
