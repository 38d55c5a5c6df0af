import { comparisonRows, rowDiffers, visibleRows, type ComparedPlan } from './accountComparison';

const plans: ComparedPlan[] = [
  { slug: 'basic', features: [
    { key: 'iban', label: 'German IBAN', value: true },
    { key: 'card', label: 'Debit card', value: 'Virtual' },
    { key: 'trees', label: 'Trees', value: false },
  ] },
  { slug: 'impact', features: [
    { key: 'iban', label: 'German IBAN', value: true },
    { key: 'card', label: 'Debit card', value: 'Wood' },
    { key: 'trees', label: 'Trees', value: true },
    { key: 'insurance', label: 'Insurance', value: false },
  ] },
  { slug: 'plus', features: [
    { key: 'card', label: 'Debit card', value: 'Metal' },
    { key: 'iban', label: 'German IBAN', value: true },
    { key: 'trees', label: 'Trees', value: true },
    { key: 'insurance', label: 'Insurance', value: false },
  ] },
];

describe('account comparison', () => {
  const rows = comparisonRows(plans);

  it('aligns features across plans by key, in first-seen order', () => {
    expect(rows.map((row) => row.key)).toEqual(['iban', 'card', 'trees', 'insurance']);
    expect(rows[1]).toEqual({ key: 'card', label: 'Debit card', values: ['Virtual', 'Wood', 'Metal'] });
  });

  it('marks a feature a plan does not list as missing', () => {
    expect(rows[3]?.values).toEqual([null, false, false]);
  });

  it('finds the rows that differ', () => {
    expect(rows.map(rowDiffers)).toEqual([false, true, true, true]);
  });

  it('shows every row, or with the toggle on only those that differ', () => {
    expect(visibleRows(rows, false)).toHaveLength(4);
    expect(visibleRows(rows, true).map((row) => row.key)).toEqual(['card', 'trees', 'insurance']);
  });

  it('hides everything when all plans are the same', () => {
    const same = comparisonRows([plans[0]!, plans[0]!]);
    expect(visibleRows(same, true)).toEqual([]);
  });

  it('has no rows without plans', () => {
    expect(comparisonRows([])).toEqual([]);
  });
});
