import { companyMonogram } from './companyMonogram';

describe('companyMonogram', () => {
  it('takes the initials of the first two words that are not a legal form', () => {
    expect(companyMonogram('Solarwerk Nord AG')).toBe('SN');
    expect(companyMonogram('Aqua Pura S.p.A.')).toBe('AP');
    expect(companyMonogram('Fair Coffee Roasters Ltd')).toBe('FC');
  });

  it('takes two letters of a one-word name, whatever legal form follows', () => {
    expect(companyMonogram('GridFlex Oy')).toBe('GR');
    expect(companyMonogram('GreenSpace REIT')).toBe('GR');
    expect(companyMonogram('Ørsted')).toBe('ØR');
  });
});
