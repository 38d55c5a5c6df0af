'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ScriptForm } from '@/components/form/ScriptForm';
import { Button, TextField } from '@site/ui';
import type { Locale } from '@site/i18n';
import {
  budgetSectionOrder,
  budgetSections,
  budgetStorageKey,
  computeBudget,
  restoreBudget,
  type BudgetField,
} from '@/lib/tools/budget';
import { formatCents } from '@/lib/format';
import { BudgetChart } from './BudgetChart';
import { useStoredEntries } from './useStoredEntries';
import styles from './tools.module.css';

/** The household budget calculator: three sections of monthly amounts and the live result. */
export function BudgetCalculator({ locale }: { locale: Locale }) {
  const t = useTranslations('BudgetCalculator');
  const tAmount = useTranslations('AmountField');
  const { entries, setEntries, clear } = useStoredEntries(budgetStorageKey, locale, restoreBudget);
  const [status, setStatus] = useState('');

  const { totals, errors } = computeBudget(entries, locale);
  const errorCount = Object.keys(errors).length;
  const euro = (cents: number) => formatCents(cents, locale);

  const change = (field: BudgetField, value: string) => {
    setStatus('');
    setEntries((current) => ({ ...current, [field]: value }));
  };

  const reset = () => {
    clear();
    setStatus(t('resetDone'));
  };

  return (
    <div className={styles.layout}>
      <ScriptForm onSubmit={(event) => event.preventDefault()} noValidate>
        {budgetSectionOrder.map((section) => (
          <fieldset key={section} className={styles.fieldset}>
            <legend className={styles.legend}>{t(`sections.${section}`)}</legend>
            <div className={styles.fields}>
              {budgetSections[section].map((field) => {
                const error = errors[field];
                return (
                  <TextField
                    key={field}
                    name={field}
                    label={t(`fields.${field}`)}
                    hint={tAmount('hint')}
                    inputMode="decimal"
                    autoComplete="off"
                    value={entries[field] ?? ''}
                    error={error ? tAmount(error) : undefined}
                    onChange={(event) => change(field, event.target.value)}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </ScriptForm>
      <section className={`${styles.card} ${styles.sticky}`} aria-labelledby="budget-result-heading">
        <h2 id="budget-result-heading">{t('resultHeading')}</h2>
        <dl className={styles.totals}>
          <dt>{t('income')}</dt>
          <dd>{euro(totals.income)}</dd>
          <dt>{t('expenses')}</dt>
          <dd>{euro(totals.expenses)}</dd>
          <dt>{t('savings')}</dt>
          <dd>{euro(totals.savings)}</dd>
          <dt className={styles.balance}>{t('balance')}</dt>
          <dd className={styles.balance}>{euro(totals.balance)}</dd>
        </dl>
        {totals.balance < 0 && <p className={styles.warning}>{t('shortfall', { amount: euro(-totals.balance) })}</p>}
        {errorCount > 0 && <p className={styles.warning}>{t('leftOut', { count: errorCount })}</p>}
        <BudgetChart totals={totals} locale={locale} />
        <p className={styles.note}>{t('storageNote')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={reset}>
            {t('reset')}
          </Button>
          <p role="status" className={styles.note}>
            {status}
          </p>
        </div>
      </section>
    </div>
  );
}
