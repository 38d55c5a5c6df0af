import { describe, expect, it } from 'vitest';
import { isAccountHolder, nameKey } from './recipient';

const ben = { firstName: 'Ben', lastName: 'Müller' };

describe('reimbursement recipient', () => {
  it('accepts the holder whatever the case, accents, order, commas or spaces', () => {
    for (const name of ['Ben Müller', 'müller, ben', '  BEN   MULLER ', 'Müller Ben']) expect(isAccountHolder(name, ben)).toBe(true);
  });

  it('refuses anyone else, a partial name and an empty one', () => {
    for (const name of ['Anna Schmidt', 'Ben', 'Ben Müller Jr', '', ' , ']) expect(isAccountHolder(name, ben)).toBe(false);
  });

  it('normalises composed and decomposed accents alike', () => {
    expect(nameKey('Mu\u0308ller')).toBe(nameKey('Müller'));
  });
});
