/** Rows of the account comparison: plans side by side, aligned by feature key. */

export type FeatureValue = boolean | string;

/** The part of a content-layer account plan the comparison reads. */
export interface ComparedPlan {
  slug: string;
  features: { key: string; label: string; value: FeatureValue }[];
}

export interface ComparisonRow {
  key: string;
  label: string;
  /** One value per plan, in plan order; null where a plan does not list the feature. */
  values: (FeatureValue | null)[];
}

/** One row per feature key, in the order the keys first appear across the plans. */
export function comparisonRows(plans: readonly ComparedPlan[]): ComparisonRow[] {
  const rows = new Map<string, ComparisonRow>();
  plans.forEach((plan, index) => {
    for (const feature of plan.features) {
      let row = rows.get(feature.key);
      if (!row) {
        row = { key: feature.key, label: feature.label, values: plans.map(() => null) };
        rows.set(feature.key, row);
      }
      row.values[index] = feature.value;
    }
  });
  return [...rows.values()];
}

/** A row differs when not every plan has the same value (a missing value counts as its own). */
export function rowDiffers(row: ComparisonRow): boolean {
  return row.values.some((value) => value !== row.values[0]);
}

/** The rows to show: all, or with 'only show differences' on, the ones that differ. */
export function visibleRows(rows: readonly ComparisonRow[], onlyDifferences: boolean): ComparisonRow[] {
  return onlyDifferences ? rows.filter(rowDiffers) : [...rows];
}
