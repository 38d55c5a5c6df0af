import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validationCodes } from './codes';
import { passwordCriterionMessageKeys } from './password';

// The apps show t(code) from the Validation namespace, so every code must be a catalogue key.
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(resolve(__dirname, `../../i18n/messages/${locale}/Validation.json`), 'utf8'));

describe.each(['en-EU', 'de-DE'])('Validation catalogue %s', (locale) => {
  const keys = Object.keys(catalogue(locale));

  it('has a message for every code', () => {
    for (const code of validationCodes) expect(keys).toContain(code);
  });

  it('has a label for every password criterion', () => {
    for (const key of Object.values(passwordCriterionMessageKeys)) expect(keys).toContain(key);
  });
});
