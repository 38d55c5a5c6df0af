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

  it('takes a head row of its own where a column header holds more than a name', () => {
    render(
      <DataTable
        caption="Plans"
        head={
          <>
            <td />
            <th scope="col">
              <span>Free</span> <span>0 €</span>
            </th>
          </>
        }
      >
        {rows}
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Plans' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Free 0 €']);
  });

  it('with a scroll cue, puts its title and the cue above the region, naming both region and table', () => {
    const { container } = render(
      <DataTable caption="Banks by climate" columns={['Bank', 'Climate']} scrollCue="Scroll sideways for more">
        {rows}
      </DataTable>,
    );
    const region = screen.getByRole('region', { name: /^Banks by climate/ });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: /^Banks by climate/ })).toBeTruthy();
    // No <caption>: it would be as wide as the table and scroll out of sight on a phone.
    expect(container.querySelector('caption')).toBeNull();
    const title = region.previousElementSibling!;
    expect(title.textContent).toBe('Banks by climate Scroll sideways for more');
  });

  it('uses the classes it is given instead of its own look', () => {
    render(
      <DataTable caption="Plans" columns={['Plan']} classNames={{ table: 'plans', caption: 'plans-caption' }}>
        {rows}
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Plans' });
    expect(table.className).toBe('plans');
    expect(table.querySelector('caption')!.className).toBe('plans-caption');
  });
});
