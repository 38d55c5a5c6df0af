'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Checkbox, Select } from '@site/ui';
import type { Locale } from '@site/i18n';
import { formatNumber } from '@/lib/format';
import {
  averageRating,
  bankCategoryKeys,
  defaultPick,
  isBankSortKey,
  pickedBanks,
  bankRatingScale,
  ratingLevels,
  sortBanks,
  togglePick,
  type BankCategoryKey,
  type BankSortKey,
  type ComparedBank,
  type Rating,
} from '@/lib/tools/bankComparison';
import { useEarlyInput } from '@/components/form/useEarlyInput';
import { DataTable, tableBadge } from '@/components/content/DataTable';
import styles from './BankComparator.module.css';

export interface BankComparatorCategory {
  key: BankCategoryKey;
  name: string;
  explanation: string;
}

interface BankComparatorProps {
  locale: Locale;
  banks: ComparedBank[];
  /** The 15 categories in display order, with names and explanations from the content layer. */
  categories: BankComparatorCategory[];
}

/** Dots drawn as filled or hollow shapes plus the number: the rating never rests on colour. */
function RatingDots({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.dots} aria-hidden="true">
      {Array.from({ length: bankRatingScale.max }, (_, index) => (index < full ? '●' : '○')).join('')}
    </span>
  );
}

/** Pick banks, sort them by a category, read every rating as a number and a word. */
export function BankComparator({ locale, banks, categories }: BankComparatorProps) {
  const t = useTranslations('BankComparator');
  const [picked, setPicked] = useState<string[]>(() => defaultPick(banks));
  const [sortKey, setSortKey] = useState<BankSortKey>('overall');
  const rows = sortBanks(pickedBanks(banks, picked), sortKey, locale);
  const sortName = sortKey === 'overall' ? t('sortOverall') : categories.find((c) => c.key === sortKey)?.name ?? sortKey;
  const ordered = categories.length === bankCategoryKeys.length ? categories : [];
  // Banks ticked and a sort chosen before the scripts run are handed to React when it adopts them.
  const earlyInput = useEarlyInput<HTMLDivElement>();

  return (
    <div>
      <div ref={earlyInput} className={styles.controls}>
        <fieldset className={styles.pick}>
          <legend className={styles.legend}>{t('pickLegend')}</legend>
          <div className={styles.pickList}>
            {banks.map((bank) => (
              <Checkbox
                key={bank.slug}
                name="bank"
                value={bank.slug}
                label={bank.isOwnOffer ? `${bank.name} (${t('ownOffer')})` : bank.name}
                checked={picked.includes(bank.slug)}
                onChange={(event) => setPicked((current) => togglePick(current, bank.slug, event.target.checked))}
              />
            ))}
          </div>
          <p className={styles.note} role="status">
            {t('picked', { count: rows.length })}
          </p>
        </fieldset>
        <Select
          label={t('sortLabel')}
          value={sortKey}
          options={[
            { value: 'overall', label: t('sortOverall') },
            ...ordered.map((category) => ({ value: category.key, label: category.name })),
          ]}
          onChange={(event) => {
            if (isBankSortKey(event.target.value)) setSortKey(event.target.value);
          }}
        />
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('emptyPick')}</p>
      ) : (
        <DataTable
          caption={t('tableCaption', { sortKey: sortName })}
          scrollCue={t('tableScrollHint')}
          classNames={{ table: styles.table, caption: styles.caption, scroll: styles.scroller, scrollCue: styles.scrollHint }}
          head={
            <>
              <th scope="col" className={styles.bankCell}>
                {t('bankColumn')}
              </th>
              <th scope="col" aria-sort={sortKey === 'overall' ? 'descending' : undefined}>
                {t('overallColumn')}
              </th>
              {ordered.map((category) => (
                <th key={category.key} scope="col" aria-sort={sortKey === category.key ? 'descending' : undefined}>
                  {category.name}
                </th>
              ))}
            </>
          }
        >
          {rows.map((bank) => {
            const overall = averageRating(bank);
            return (
              <tr key={bank.slug} className={bank.isOwnOffer ? styles.own : undefined}>
                <th scope="row" className={styles.bankCell}>
                  {bank.name}
                  {/* A space in the text, so the name and the block below never read as one word. */}
                  {bank.isOwnOffer && <> <span className={`${tableBadge} ${styles.badge}`}>{t('ownOffer')}</span></>}
                </th>
                <td>
                  <RatingDots rating={overall} />
                  <span className={styles.score}>{t('overallOutOf', { score: formatNumber(overall, locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) })}</span>
                </td>
                {ordered.map((category) => {
                  const rating = bank.ratings[category.key];
                  return (
                    <td key={category.key} className={sortKey === category.key ? styles.sorted : undefined}>
                      <RatingDots rating={rating} />
                      <span className={styles.score}>{t('ratingOutOf', { rating })}</span>
                      <span className={styles.label}>{t(`ratings.${rating}`)}</span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </DataTable>
      )}
      <div className={styles.explain}>
        <section>
          <h2>{t('scaleHeading')}</h2>
          <dl className={styles.scale}>
            {ratingLevels.map((level: Rating) => (
              <div key={level}>
                <dt>
                  <RatingDots rating={level} /> {t('ratingOutOf', { rating: level })}
                </dt>
                <dd>{t(`ratings.${level}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section>
          <h2>{t('categoriesHeading')}</h2>
          <dl className={styles.categoryList}>
            {ordered.map((category) => (
              <div key={category.key}>
                <dt>{category.name}</dt>
                <dd>{category.explanation}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
