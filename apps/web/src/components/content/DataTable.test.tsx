import { render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';

const rows = (
  <tr>
    <th scope="row">Google Analytics</th>
    <td>Statistics</td>
  </tr>
);

describe('DataTable', () => {
  it('is a captioned table with column headers and the rows it is given', () => {
    render(
      <DataTable caption="Cookies we use" columns={['Service', 'Category']}>
        {rows}
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Cookies we use' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Service', 'Category']);
    expect(within(table).getByRole('rowheader').textContent).toBe('Google Analytics');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('scrolls sideways in a focusable region named by its caption when it may be wider than a phone', () => {
    render(
      <DataTable caption="Partners" columns={['Partner', 'Purpose']} scrollRegionId="partner-table-caption">
        {rows}
      </DataTable>,
    );
    const region = screen.getByRole('region', { name: 'Partners' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Partners' }).tagName).toBe('TABLE');
  });
});
