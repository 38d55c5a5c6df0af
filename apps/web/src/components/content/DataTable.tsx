import { useId, type ReactNode } from 'react';
import styles from './DataTable.module.css';

/** The class of a pill in a header cell; the table's own class adds its size and place. */
export const tableBadge = styles.badge;

/** Classes that replace the default look, for a table that brings its own. */
export interface DataTableClassNames {
  table?: string;
  caption?: string;
  scroll?: string;
  scrollCue?: string;
}

export interface DataTableProps {
  /** The table's name: its caption, or with `scrollCue` the title above its scrolling region. */
  caption: ReactNode;
  /** The column headers, in order. */
  columns?: readonly string[];
  /** The head row's own cells instead of `columns`, for headers that hold more than a name. */
  head?: ReactNode;
  /** The body's rows (`<tr>`, a `<th scope="row">` first). */
  children: ReactNode;
  /**
   * Set for a table that may be wider than a phone: it scrolls sideways in a focusable region
   * named by the caption (which gets this id), so keyboard users can scroll it too.
   */
  scrollRegionId?: string;
  /**
   * A line under the title saying the table scrolls sideways. With it the title stands above the
   * scrolling region: a caption is as wide as the table, so on a phone it scrolled out of sight.
   */
  scrollCue?: ReactNode;
  /** Right-aligns the last column in tabular figures (shares, amounts). */
  numericLast?: boolean;
  /** Set when `children` are `<tbody>` row groups of their own (each headed by a `scope="rowgroup"` cell). */
  rowGroups?: boolean;
  classNames?: DataTableClassNames;
}

/** The site's one data table: caption, column headers, rows with a header cell, optional scrolling. */
export function DataTable({
  caption,
  columns = [],
  head,
  children,
  scrollRegionId,
  scrollCue,
  numericLast = false,
  rowGroups = false,
  classNames,
}: DataTableProps) {
  const generatedId = useId();
  const captionId = scrollRegionId ?? (scrollCue === undefined ? undefined : generatedId);
  const tableClass = classNames?.table ?? [styles.table, numericLast && styles.numericLast].filter(Boolean).join(' ');
  const captionAbove = scrollCue !== undefined;
  const table = (
    <table className={tableClass} aria-labelledby={captionAbove ? captionId : undefined}>
      {!captionAbove && (
        <caption id={captionId} className={classNames?.caption}>
          {caption}
        </caption>
      )}
      <thead>
        <tr>
          {head ??
            columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
        </tr>
      </thead>
      {rowGroups ? children : <tbody>{children}</tbody>}
    </table>
  );
  if (!captionId) return table;
  return (
    <>
      {captionAbove && (
        <p id={captionId} className={classNames?.caption}>
          {caption}{' '}
          <span className={classNames?.scrollCue}>{scrollCue}</span>
        </p>
      )}
      {/* A region that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1, axe
          scrollable-region-focusable); the lint rule does not know this pattern. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={classNames?.scroll ?? styles.scroll} tabIndex={0} role="region" aria-labelledby={captionId}>
        {table}
      </div>
    </>
  );
}
