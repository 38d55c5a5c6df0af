import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@site/i18n';
import { budgetChart, type BudgetTotals, type ChartPart } from '@/lib/tools/budget';
import { formatCents, formatPercent } from '@/lib/format';
import styles from './tools.module.css';

// Each part differs by fill and by pattern, and the legend names it, so colour is never the only cue.
const fills: Record<ChartPart, string> = {
  expenses: 'var(--color-text-muted)',
  savings: 'var(--color-accent)',
  balance: 'url(#budget-chart-hatch)',
};

/** How income splits into expenses, savings and what is left, with the same numbers as text. */
export function BudgetChart({ totals, locale }: { totals: BudgetTotals; locale: Locale }) {
  const t = useTranslations('BudgetCalculator');
  const titleId = useId();
  const summaryId = useId();
  const chart = budgetChart(totals);
  const euro = (cents: number) => formatCents(cents, locale);
  const share = (ratio: number | null) => formatPercent(ratio ?? 0, locale);
  const [expenses, savings, balance] = chart.parts;
  const empty = totals.income === 0 && totals.expenses === 0 && totals.savings === 0;
  const summary = empty
    ? t('chartEmpty')
    : totals.income === 0
      ? t('chartNoIncome', { expenses: euro(totals.expenses), savings: euro(totals.savings) })
      : t('chartSummary', {
          income: euro(totals.income),
          expenses: euro(totals.expenses),
          expensesShare: share(expenses!.shareOfIncome),
          savings: euro(totals.savings),
          savingsShare: share(savings!.shareOfIncome),
          balance: euro(balance!.cents),
          balanceShare: share(balance!.shareOfIncome),
        });
  const labels: Record<ChartPart, string> = {
    expenses: t('expenses'),
    savings: t('savings'),
    balance: t('leftOver'),
  };
  let x = 0;
  return (
    <figure className={styles.chart}>
      <h3 id={titleId}>{t('chartTitle')}</h3>
      <svg className={styles.chartBar} viewBox="0 0 100 14" preserveAspectRatio="none" role="img" aria-labelledby={`${titleId} ${summaryId}`}>
        <defs>
          <pattern id="budget-chart-hatch" width="2" height="2" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="2" height="2" fill="var(--color-background)" />
            <line x1="0" y1="0" x2="0" y2="2" stroke="var(--color-accent)" strokeWidth="1.2" />
          </pattern>
        </defs>
        <rect x="0" y="2" width="100" height="10" fill="var(--color-background)" stroke="var(--color-border)" strokeWidth="0.3" />
        {chart.parts.map(({ part, width }) => {
          const rect = <rect key={part} x={x} y="2" width={width} height="10" fill={fills[part]} />;
          x += width;
          return rect;
        })}
        {chart.incomeMarker !== null && (
          <line x1={chart.incomeMarker} x2={chart.incomeMarker} y1="0" y2="14" stroke="var(--color-error)" strokeWidth="0.8" />
        )}
      </svg>
      <ul className={styles.legendList} aria-hidden="true">
        {chart.parts.map(({ part }) => (
          <li key={part}>
            <svg className={styles.swatch} viewBox="0 0 4 4">
              <rect width="4" height="4" fill={fills[part]} />
            </svg>
            {labels[part]}
          </li>
        ))}
        {chart.incomeMarker !== null && (
          <li>
            <svg className={styles.swatch} viewBox="0 0 4 4">
              <line x1="2" x2="2" y1="0" y2="4" stroke="var(--color-error)" strokeWidth="1" />
            </svg>
            {t('chartIncomeMarker')}
          </li>
        )}
      </ul>
      <figcaption id={summaryId} className={styles.note}>
        {summary}
      </figcaption>
    </figure>
  );
}
