import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSaving, errorOf, REQUIRED, setUpFormTests } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { REPORTS, savedReport, serveReportAssets } from '@/testing/reports';
import { serveGet } from '@/testing/serve';
import ReportEditorScreen from './ReportEditorScreen';

jest.mock('../chart/CountsChart', () => ({ CountsChart: jest.requireActual('@/testing/reports').CountsChartDouble }));

setUpFormTests({ lookups: false });

const name = () => screen.getByRole('textbox', { name: /Name/ });
const chart = () => screen.findByTestId('chart');

describe('the report editor', () => {
  it('creates a report: the sections, the name rules, the saved filters and columns, then the index after 3 seconds', async () => {
    const assets = serveReportAssets();
    const { user, posts, navigateToUrl } = renderSaving(<ReportEditorScreen params={{}} />, 'reports/create', {
      message: 'Report created successfully.',
      data: { id: 9 },
    });
    expect(screen.getByRole('heading', { name: 'Create asset report' })).toBeInTheDocument();
    for (const section of ['Report info', 'Report filter', 'Graph', 'List of assets']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(await chart()).toHaveTextContent('bar: Laptop, None');
    expect(await screen.findByText('Dell Latitude')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(name())).toBe(REQUIRED));
    await user.type(name(), 'x'.repeat(26));
    await waitFor(() => expect(errorOf(name())).toBe('The name should be less than 25 characters.'));
    expect(posts).toHaveLength(0);

    await user.clear(name());
    await user.type(name(), ' Laptops ');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Every laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report created successfully.')).toBeInTheDocument();
    expect(JSON.parse(posts[0].body)).toEqual({
      name: 'Laptops',
      description: 'Every laptop',
      type: 'asset',
      fields: '[]',
      report_column_keys: ['asset_id', 'name', 'identifier'],
    });
    expect(navigateToUrl).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/reports/assets'), { timeout: 6000 });
    expect(assets.of('column')[0]).not.toHaveProperty('filter_id');
  });

  it('reloads the chart for each chart type, hidden behind a loader, with the counts as a table', async () => {
    const user = userEvent.setup();
    const assets = serveReportAssets();
    renderWithPlugin(<ReportEditorScreen params={{}} />);
    expect(await chart()).toHaveTextContent('bar');
    const counts = within(screen.getByRole('table', { name: 'Assets per Asset type' }));
    expect(counts.getAllByRole('row').map((row) => row.textContent)).toEqual(['Asset typeCount', 'Laptop3', 'None1']);
    for (const [button, type] of [
      ['Pie', 'pie'],
      ['Horizontal bar', 'horizontal'],
      ['Doughnut', 'doughnut'],
    ] as const) {
      const before = assets.of('count').length;
      await user.click(screen.getByRole('button', { name: button }));
      expect(screen.getByRole('button', { name: button })).toHaveAttribute('aria-pressed', 'true');
      expect(await chart()).toHaveTextContent(type);
      expect(assets.of('count').length).toBe(before + 1);
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Count by' }), 'Department');
    await waitFor(() => expect(assets.of('count').at(-1)).toMatchObject({ count_by: 'department' }));
  });

  it('edits a report: loads it, applies its filters and columns, resets the filters and stays after the update', async () => {
    const assets = serveReportAssets();
    serveGet(`${REPORTS}/5`, { data: { report_filter: savedReport() } });
    const { user, posts, navigateToUrl } = renderSaving(<ReportEditorScreen params={{ id: '5' }} />, 'reports/create', {
      message: 'Report updated successfully.',
      data: { id: 5 },
    });
    expect(await screen.findByRole('heading', { name: 'Edit asset report' })).toBeInTheDocument();
    await waitFor(() => expect(name()).toHaveValue('Laptops'));
    expect(await screen.findByText('Dell Latitude')).toBeInTheDocument();
    expect(assets.of('page')[0]).toMatchObject({ 'asset_type_ids[0]': '4' });
    expect(assets.of('count')[0]).toMatchObject({ 'asset_type_ids[0]': '4', count_by: 'asset_type' });
    expect(assets.of('column')[0]).toMatchObject({ filter_id: '5' });
    const table = screen.getByRole('table', { name: 'List of assets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([expect.stringContaining('Name'), expect.stringContaining('Identifier')]);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(assets.of('page').at(-1)).not.toHaveProperty('asset_type_ids[0]'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Report updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(posts[0].body)).toMatchObject({ id: 5, name: 'Laptops', fields: '[]' });
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('saves the filters with their names and the chosen columns, offering neither id nor description', async () => {
    serveReportAssets();
    serveGet(`${REPORTS}/5`, { data: { report_filter: savedReport() } });
    const { user, posts } = renderSaving(<ReportEditorScreen params={{ id: '5' }} />, 'reports/create', {
      message: 'Report updated successfully.',
    });
    await waitFor(() => expect(name()).toHaveValue('Laptops'));
    await user.click(screen.getByText('Columns'));
    const chooser = within(screen.getByRole('group', { name: 'Columns of the asset table' }));
    expect(chooser.getAllByRole('checkbox').map((box) => box.getAttribute('id')?.split('-').pop())).toEqual([
      'asset_id',
      'name',
      'identifier',
      'asset_type',
    ]);
    await user.click(chooser.getByRole('checkbox', { name: 'Identifier' }));
    await user.click(chooser.getByRole('checkbox', { name: 'Asset type' }));
    const table = screen.getByRole('table', { name: 'List of assets' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual([expect.stringContaining('Name'), 'Asset type']),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Report updated successfully.');
    const sent = JSON.parse(posts[0].body);
    expect(sent.report_column_keys).toEqual(['name', 'asset_type']);
    expect(JSON.parse(sent.fields)).toEqual([
      { key: 'asset_type_ids', value: [4], value_meta: [{ id: 4, name: 'Laptop' }] },
    ]);
  });
});
