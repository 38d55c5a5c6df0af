import { withIndefiniteArticle } from './article';

describe('withIndefiniteArticle', () => {
  it.each([
    ['Evergreen', 'an Evergreen'],
    ['Moss', 'a Moss'],
    ['Oak Bank', 'an Oak Bank'],
    ['Unity', 'a Unity'],
    ['Umbra', 'an Umbra'],
    ['Europa', 'a Europa'],
    ['OneGreen', 'a OneGreen'],
    ['Honest Money', 'an Honest Money'],
    ['Hazel', 'a Hazel'],
    ['N26', 'an N26'],
    ['FX Green', 'an FX Green'],
    ['GLS', 'a GLS'],
    ['8 Leaves', 'an 8 Leaves'],
    ['Ivy', 'an Ivy'],
  ])('%s -> %s', (name, expected) => {
    expect(withIndefiniteArticle(name)).toBe(expected);
  });
});
