import { css } from 'styled-components';

/**
 * A legal document's table of two columns, a row header and its text (the depositor information
 * sheet, a fee information document): fixed columns, so a long German word ('Entschädigungs-
 * einrichtung', 'Bargeldauszahlung') wraps inside its cell at 390 px, each row ruled below.
 */
export function documentTable(cellPadding: string) {
  return css`
    table {
      width: 100%;
      table-layout: fixed;
      border-collapse: collapse;
    }

    th,
    td {
      padding: ${cellPadding};
      border-bottom: 1px solid var(--color-border);
      text-align: start;
      vertical-align: top;
      overflow-wrap: break-word;
      hyphens: auto;
    }
  `;
}
