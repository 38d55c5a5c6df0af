import { averageRating } from './reviews';

describe('averageRating', () => {
  it('rounds to one decimal', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
  });
  it('is 0 without reviews', () => {
    expect(averageRating([])).toBe(0);
  });
});
