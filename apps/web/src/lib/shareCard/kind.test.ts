import { pageOfShareCard, shareCardKind, shareCardPath } from './kind';

describe('shareCardKind', () => {
  it('names the pages with a card of their own', () => {
    expect(shareCardKind('/')).toBe('home');
    expect(shareCardKind('/investing/')).toBe('fund');
    expect(shareCardKind('/budget-calculator/')).toBe('tool');
    expect(shareCardKind('/50-30-20/')).toBe('tool');
    expect(shareCardKind('/bank-comparison/')).toBe('tool');
    expect(shareCardKind('/jobs/compliance-manager/')).toBe('job');
    expect(shareCardKind('/magazine/green-money/')).toBe('article');
    expect(shareCardKind('/investing/companies/orsted/')).toBe('company');
  });

  it('gives every other page none: it keeps the generic picture', () => {
    for (const path of ['/jobs/', '/magazine/', '/investing/companies/', '/investing/waiting-list/', '/legal/imprint/', '/account/error/', '/404/', '/jobs/a/b/', '/impact/']) {
      expect(shareCardKind(path)).toBeNull();
    }
  });
});

describe('shareCardPath', () => {
  it('is a PNG below /og/, per locale and page, and leads back to its page', () => {
    expect(shareCardPath('de-DE', '/')).toBe('/og/de-DE/card.png');
    expect(shareCardPath('en-EU', '/jobs/compliance-manager/')).toBe('/og/en-EU/jobs/compliance-manager/card.png');
    expect(pageOfShareCard('/og/en-EU/jobs/compliance-manager/card.png')).toEqual({ locale: 'en-EU', path: '/jobs/compliance-manager/' });
    expect(pageOfShareCard('/og/de-DE/card.png')).toEqual({ locale: 'de-DE', path: '/' });
    expect(pageOfShareCard('/og-image.png')).toBeNull();
  });
});
