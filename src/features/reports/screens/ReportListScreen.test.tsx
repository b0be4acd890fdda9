import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLinkTo } from '@/testing/links';
import { columnNames, deleteRow, sortBy } from '@/testing/listScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { REPORTS, savedReport } from '@/testing/reports';
import { serveGet } from '@/testing/serve';
import ReportHubScreen from './ReportHubScreen';
import ReportListScreen from './ReportListScreen';

jest.setTimeout(20_000);

const page = (rows: object[]) => ({ data: { reports: { data: rows, total: rows.length }, total: rows.length } });

describe('the reports', () => {
  it('offers the asset reports from the hub', () => {
    renderWithPlugin(<ReportHubScreen />);
    expectLinkTo('Asset', '/service-desk/reports/assets');
  });

  it('lists the reports: columns, links, sorting, search and the plus button', async () => {
    const user = userEvent.setup();
    const queries = serveGet(REPORTS, page([savedReport(), savedReport({ id: 6, name: 'Servers', description: '' })]));
    renderWithPlugin(<ReportListScreen />);
    const table = await screen.findByRole('table', { name: 'Asset reports' });
    await within(table).findByText('Servers');
    expect(columnNames(table)).toEqual(['Name', 'Description', 'Created at', 'Updated at', 'Action']);
    expect(within(table).getByRole('link', { name: 'Laptops' })).toHaveAttribute(
      'href',
      '/service-desk/reports/assets/5',
    );
    expect(within(table).getByRole('link', { name: /Edit: Laptops/ })).toHaveAttribute(
      'href',
      '/service-desk/reports/assets/edit/5',
    );
    expectLinkTo('Create asset report', '/service-desk/reports/assets/create');
    expect(queries[0]).toEqual({ 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' });
    for (const [column, field] of [
      [/Name/, 'name'],
      [/Description/, 'description'],
      [/Created at/, 'created_at'],
      [/Updated at/, 'updated_at'],
    ] as const) {
      await sortBy(queries, column, field, 'desc');
    }
    await user.type(screen.getByRole('searchbox'), 'lap');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'search-query': 'lap' }));
  });

  it('deletes a report after confirmation and shows the answer', async () => {
    serveGet(REPORTS, page([savedReport()]));
    renderWithPlugin(<ReportListScreen />);
    await screen.findByText('Laptops');
    await deleteRow('Laptops', `${REPORTS}/5`, 'Report deleted successfully.', 'sd-report-list');
  });
});
