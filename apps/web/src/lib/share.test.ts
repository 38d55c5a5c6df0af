import { linkedInShareUrl } from './share';

describe('linkedInShareUrl', () => {
  it('encodes the page URL into the share-offsite link', () => {
    expect(linkedInShareUrl('https://example.org/en-EU/jobs/backend-engineer/?a=1&b=2')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.org%2Fen-EU%2Fjobs%2Fbackend-engineer%2F%3Fa%3D1%26b%3D2',
    );
  });
});
