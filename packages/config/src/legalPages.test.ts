import { legalPath, legalUrl } from './legalPages';

describe('legal pages', () => {
  it('builds locale paths and absolute URLs', () => {
    expect(legalPath('de-DE', 'imprint')).toBe('/de-DE/legal/imprint/');
    expect(legalUrl({ siteUrl: 'https://www.example.com' }, 'en-EU', 'appPrivacy')).toBe(
      'https://www.example.com/en-EU/legal/app-privacy/',
    );
  });
});
