'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ScriptForm } from '@/components/form/ScriptForm';
import { Button, TextField } from '@site/ui';
import type { Locale } from '@site/i18n';
import {
  budgetCheckFields as fields,
  budgetCheckStorageKey,
  evaluateBudgetCheck,
  restoreBudgetCheck,
  type BudgetCaseKey,
  type ShareLevel,
  type SavingsLevel,
} from '@/lib/tools/budgetCheck';
import { formatPercent } from '@/lib/format';
import styles from './tools.module.css';
import { useStoredEntries } from './useStoredEntries';

export interface BudgetAdviceText {
  headline: string;
  advice: string;
}

interface BudgetCheckProps {
  locale: Locale;
  /** Headline and advice of each of the 16 cases, from the content layer. */
  advice: Record<BudgetCaseKey, BudgetAdviceText>;
}

/** The 50-30-20 check: four monthly amounts in, one of 16 cases with its advice out. */
export function BudgetCheck({ locale, advice }: BudgetCheckProps) {
  const t = useTranslations('BudgetCheck');
  const tAmount = useTranslations('AmountField');
  // Kept in sessionStorage like the budget calculator's, so a reload keeps what was typed.
  const { entries, setEntries, clear } = useStoredEntries(budgetCheckStorageKey, locale, restoreBudgetCheck);
  const [status, setStatus] = useState('');

  const { errors, result } = evaluateBudgetCheck(entries, locale);

  const categories: { key: 'essentials' | 'fun' | 'savings'; level: ShareLevel | SavingsLevel; share: number; onTarget: boolean }[] =
    result.kind === 'case'
      ? [
          { key: 'essentials', level: result.essentials, share: result.shares.essentials, onTarget: result.essentials === 'within' },
          { key: 'fun', level: result.fun, share: result.shares.fun, onTarget: result.fun === 'within' },
          { key: 'savings', level: result.savings, share: result.shares.savings, onTarget: result.savings === 'high' },
        ]
      : [];

  return (
    <div className={styles.layout}>
      <ScriptForm onSubmit={(event) => event.preventDefault()} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('formHeading')}</legend>
          {fields.map((field) => {
            const error = errors[field];
            return (
              <TextField
                key={field}
                name={field}
                label={t(`fields.${field}`)}
                hint={field === 'income' ? tAmount('hint') : `${t(`hints.${field}`)} ${tAmount(field === 'savings' ? 'signedHint' : 'hint')}`}
                inputMode={field === 'savings' ? 'text' : 'decimal'}
                autoComplete="off"
                value={entries[field] ?? ''}
                error={error ? tAmount(error) : undefined}
                onChange={(event) => {
                  setStatus('');
                  setEntries((current) => ({ ...current, [field]: event.target.value }));
                }}
              />
            );
          })}
        </fieldset>
      </ScriptForm>
      <section className={`${styles.card} ${styles.sticky}`} aria-labelledby="budget-check-result">
        <h2 id="budget-check-result">{t('resultHeading')}</h2>
        <div aria-live="polite" aria-atomic="true">
          {result.kind === 'invalidEntries' ? (
            <p className={styles.warning}>{t('leftOut', { count: result.count })}</p>
          ) : result.kind === 'noIncome' ? (
            <p>{t('noIncome')}</p>
          ) : (
            <h3>{advice[result.key].headline}</h3>
          )}
        </div>
        {result.kind === 'case' && (
          <>
              <ul className={styles.categories}>
                {categories.map(({ key, level, share, onTarget }) => (
                  <li key={key} className={styles.category}>
                    <span className={styles.categoryName}>{t(`categories.${key}`)}</span>
                    <span>{t('shareOfIncome', { share: formatPercent(share, locale) })}</span>{' '}
                    <span className={styles.target} data-target>
                      ({t(`targets.${key}`)})
                    </span>
                    <br />
                    <span className={styles.level}>
                      <span aria-hidden="true">{onTarget ? '✓' : '!'}</span>
                      {t(`levels.${level}`)}
                    </span>
                  </li>
                ))}
              </ul>
              <h4>{t('adviceHeading')}</h4>
              <p>{advice[result.key].advice}</p>
          </>
        )}
        <p className={styles.note}>{t('storageNote')}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              clear();
              setStatus(t('resetDone'));
            }}
          >
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
