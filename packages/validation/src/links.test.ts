import { isAccountHolder, linkValidityDays, maxBirthdayAttempts, nameKey } from './index';

describe('account-action links (SPEC §5, §9)', () => {
  it('gives partner links their 90 days and allows three wrong birthdays', () => {
    expect(linkValidityDays.partner).toBe(90);
    expect(maxBirthdayAttempts).toBe(3);
  });
});

describe('the account holder as reimbursement recipient (SPEC §2)', () => {
  it('ignores case, accents, order, commas and extra spaces', () => {
    expect(nameKey('  Müller,  BEN ')).toBe('ben muller');
    expect(isAccountHolder('müller, ben', { firstName: 'Ben', lastName: 'Müller' })).toBe(true);
    expect(isAccountHolder('Ben Mueller', { firstName: 'Ben', lastName: 'Müller' })).toBe(false);
    expect(isAccountHolder(' , ', { firstName: '', lastName: '' })).toBe(false);
  });
});
