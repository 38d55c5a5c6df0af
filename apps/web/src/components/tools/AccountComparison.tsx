'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ButtonLink, ToggleSwitch } from '@site/ui';
import { AttributedLink } from '@site/consent';
import type { AttributionConfig } from '@site/consent/config';
import type { Locale } from '@site/i18n';
import { comparisonRows, visibleRows, type ComparedPlan, type FeatureValue } from '@/lib/tools/accountComparison';
import { useEarlyInput } from '@/components/form/useEarlyInput';
import { DataTable, tableBadge } from '@/components/content/DataTable';
import styles from './AccountComparison.module.css';

export interface AccountComparisonPlan extends ComparedPlan {
  name: string;
  tagline: string;
  /**
   * The price per month, formatted on the server ('4,90 €'), or null when the plan is free. Not
   * formatted here: the first Intl formatter a page creates sets up ICU's locale data, about
   * 12 ms on a fast machine and four times that on a phone, in the task that hydrates the page.
   */
  price: string | null;
  billing: 'free' | 'monthly' | 'yearly';
  popular: boolean;
  /** The plan's fee information document, where it has one. */
  feeInformationHref?: string;
}

interface AccountComparisonProps {
  locale: Locale;
  plans: AccountComparisonPlan[];
  registrationUrl: string;
  /** The list of prices and services: every fee of every plan. */
  priceListHref: string;
  /** `consentConfig.attribution`: with ADJUST consent 'Open account' goes through attribution (§7). */
  attribution: AttributionConfig;
}

/** Plans side by side; the toggle hides the features that are the same in every plan. */
export function AccountComparison({ locale, plans, registrationUrl, priceListHref, attribution }: AccountComparisonProps) {
  const t = useTranslations('AccountComparison');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // The switch is a real checkbox: a click before the scripts ran is kept and replayed.
  const keepEarlyInput = useEarlyInput<HTMLDivElement>();
  const rows = comparisonRows(plans);
  const shown = visibleRows(rows, onlyDifferences);

  const value = (feature: FeatureValue | null) => {
    if (feature === null) return <span>{t('notAvailable')}</span>;
    if (feature === true)
      return (
        <span className={styles.yes}>
          <span aria-hidden="true">✓ </span>
          {t('included')}
        </span>
      );
    if (feature === false)
      return (
        <span className={styles.no}>
          <span aria-hidden="true">– </span>
          {t('notIncluded')}
        </span>
      );
    return <span>{feature}</span>;
  };

  return (
    <div style={{ ['--plans' as string]: plans.length }}>
      <div className={styles.controls} ref={keepEarlyInput}>
        <ToggleSwitch label={t('onlyDifferences')} checked={onlyDifferences} onCheckedChange={setOnlyDifferences} />
        <p className={styles.count} role="status">
          {t('rowsShown', { shown: shown.length, total: rows.length })}
        </p>
      </div>
      <DataTable
        caption={t('tableCaption')}
        classNames={{ table: styles.table, caption: styles.caption }}
        head={
          <>
            <td className={styles.corner} />
            {plans.map((plan) => (
              <th key={plan.slug} scope="col" className={plan.popular ? styles.popularPlan : undefined}>
                {plan.popular && <span className={`${tableBadge} ${styles.badge}`}>{t('popular')}</span>}
                <span className={styles.planName}>{plan.name}</span>
                <span className={styles.price}>
                  {plan.price === null ? t('free') : t('perMonth', { price: plan.price })}
                </span>
                <span className={styles.tagline}>{plan.tagline}</span>
                <span className={styles.tagline}>{t(`billing.${plan.billing}`)}</span>
              </th>
            ))}
          </>
        }
      >
        {shown.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.values.map((feature, index) => (
              <td key={plans[index]!.slug}>{value(feature)}</td>
            ))}
          </tr>
        ))}
      </DataTable>
      {shown.length === 0 && <p className={styles.empty}>{t('noDifferences')}</p>}
      {/* What each plan costs beyond its price; links are of no use on paper. */}
      <ul className={styles.fees} data-print="hide">
        {plans.map((plan) =>
          plan.feeInformationHref ? (
            <li key={plan.slug}>
              <a href={plan.feeInformationHref}>{t('feeInformation', { plan: plan.name })}</a>
            </li>
          ) : null,
        )}
        <li>
          <a href={priceListHref}>{t('priceList')}</a>
        </li>
      </ul>
      <div className={styles.cta}>
        <ButtonLink as={AttributedLink} href={registrationUrl} creative="accounts_open_account" locale={locale} attribution={attribution}>
          {t('openAccount')}
        </ButtonLink>
      </div>
    </div>
  );
}
