import { screen, waitFor, within } from '@testing-library/react';
import nock from 'nock';
import userEvent from '@testing-library/user-event';
import { expectLinkTo } from '@/testing/links';
import { askToConfirm } from '@/testing/listScreen';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { REPORTS, savedReport, serveReportAssets } from '@/testing/reports';
import { serveGet } from '@/testing/serve';
import ReportViewScreen from './ReportViewScreen';

jest.mock('../chart/CountsChart', () => ({ CountsChart: jest.requireActual('@/testing/reports').CountsChartDouble }));
jest.setTimeout(20_000);

describe("a report's page", () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('shows the report with its chart and its columns, and opens the exports in a new window', async () => {
    const user = userEvent.setup();
    const assets = serveReportAssets();
    serveGet(`${REPORTS}/5`, { data: { report_filter: savedReport() } });
    renderWithPlugin(<ReportViewScreen params={{ id: '5' }} />);
    expect(await screen.findByRole('heading', { name: 'Laptops', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Every laptop')).toBeInTheDocument();
    expect(await screen.findByTestId('chart')).toHaveTextContent('bar: Laptop, None');
    const table = screen.getByRole('table', { name: 'List of assets' });
    await within(table).findByText('Dell Latitude');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(assets.of('page')[0]).toMatchObject({ 'asset_type_ids[0]': '4' });
    expectLinkTo('Edit', '/service-desk/reports/assets/edit/5');

    await user.click(screen.getByRole('button', { name: 'Export as csv' }));
    expect(open).toHaveBeenLastCalledWith(`${API}/service-desk/api/export/csv?filter_id=5`, '_blank', 'noopener');
    await user.click(screen.getByRole('button', { name: 'Export as excel' }));
    expect(open).toHaveBeenLastCalledWith(`${API}/service-desk/api/export/excel?filter_id=5`, '_blank', 'noopener');
  });

  it('deletes the report after confirmation, then opens the reports index after 3 seconds', async () => {
    const user = userEvent.setup();
    serveReportAssets();
    serveGet(`${REPORTS}/5`, { data: { report_filter: savedReport() } });
    const deletion = nock(API).delete(`${REPORTS}/5`).reply(200, { message: 'Report deleted successfully.' });
    const { navigateToUrl } = renderWithPlugin(<ReportViewScreen params={{ id: '5' }} />);
    await screen.findByRole('heading', { name: 'Laptops', level: 1 });
    const dialog = await askToConfirm('Delete');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Report deleted successfully.')).toBeInTheDocument();
    expect(deletion.isDone()).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(navigateToUrl).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/reports/assets'), { timeout: 6000 });
  });
});
