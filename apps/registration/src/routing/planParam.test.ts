import { isKnownPlan, readPlan } from './planParam';

// jest.config.cjs: __PLAN_SLUGS__ = ['seed', 'evergreen-plus'].
describe('plan parameter', () => {
  it.each(['seed', 'evergreen-plus'])('accepts the known plan %s', (plan) => {
    expect(isKnownPlan(plan)).toBe(true);
    expect(readPlan(`?code=x&plan=${plan}`)).toBe(plan);
  });

  it.each(['', 'unknown', 'Seed', 'seed ', '<script>', 'evergreen', 'constructor', 'toString'])('drops %j', (plan) => {
    expect(readPlan(`?plan=${encodeURIComponent(plan)}`)).toBeUndefined();
  });

  it('is undefined without a plan and for non-strings', () => {
    expect(readPlan('?code=abc')).toBeUndefined();
    expect(isKnownPlan(['seed'])).toBe(false);
  });
});
