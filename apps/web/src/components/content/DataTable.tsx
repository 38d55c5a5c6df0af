import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { space, vars } from '@site/theme';

const Table = styled.table<{ $numericLast: boolean }>`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: start;
    font-weight: 600;
    margin-bottom: ${space.s};
  }

  th,
  td {
    text-align: start;
    padding: ${space.s};
    border-bottom: 1px solid ${vars.color.border};
    vertical-align: top;
  }

  code {
    overflow-wrap: anywhere;
  }

  ${({ $numericLast }) =>
    $numericLast &&
    css`
      td:last-child,
      th:last-child {
        text-align: end;
        font-variant-numeric: tabular-nums;
      }
    `}
`;

const Scroll = styled.div`
  overflow-x: auto;
  margin-top: ${space.m};
`;

export interface DataTableProps {
  caption: string;
  /** The column headers, in order. */
  columns: readonly string[];
  /** The body's rows (`<tr>`, a `<th scope="row">` first). */
  children: ReactNode;
  /**
   * Set for a table that may be wider than a phone: it scrolls sideways in a focusable region
   * named by the caption (which gets this id), so keyboard users can scroll it too.
   */
  scrollRegionId?: string;
  /** Right-aligns the last column in tabular figures (shares, amounts). */
  numericLast?: boolean;
}

/** The site's one styled data table: caption, column headers, rows with a header cell. */
export function DataTable({ caption, columns, children, scrollRegionId, numericLast = false }: DataTableProps) {
  const table = (
    <Table $numericLast={numericLast}>
      <caption id={scrollRegionId}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
  if (!scrollRegionId) return table;
  return (
    <Scroll tabIndex={0} role="region" aria-labelledby={scrollRegionId}>
      {table}
    </Scroll>
  );
}
