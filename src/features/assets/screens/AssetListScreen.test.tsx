import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssetListScreen from './AssetListScreen';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { assetListRow, ASSET_LIST, serveAssetList, serveAssetListSupport } from '@/testing/assetList';
import { columnNames, describeListScreenBasics, expectUnsortable, pageNumbers, sortBy } from '@/testing/listScreen';
import { expectCutText, expectTextsIn } from '@/testing/texts';
import { carryToNextPage } from '@/ui/carriedMessage';

const COLUMNS = [
  '',
  'Name',
  'Identifier',
  'Asset type',
  'Status',
  'Department',
  'Location',
  'Organization',
  'Managed by',
  'Used by',
  'Impact',
  'Product',
  'Assigned on',
  'Created at',
  'Updated at',
  'Actions',
];

const renderList = () => renderWithPlugin(<AssetListScreen />);

describe('the asset list', () => {
  beforeEach(() => serveAssetListSupport());

  it('shows every column, sorted by name A to Z at first, with the cell and row links', async () => {
    const queries = serveAssetList([
      assetListRow(1),
      assetListRow(2, { used_by: null, product: null, department: null, assigned_on: null }),
    ]);
    renderList();
    expect(screen.getByRole('heading', { name: 'List of assets' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'List of assets' });
    await within(table).findByText('Asset number 1');
    expect(columnNames(table)).toEqual(COLUMNS);
    expect(queries[0]).toEqual({ 'sort-field': 'name', 'sort-order': 'desc', page: '1', limit: '10' });

    const first = within(table).getByText('Asset number 1').closest('tr') as HTMLElement;
    const link = (name: string) => within(first).getByRole('link', { name });
    expect(link('Asset number 1')).toHaveAttribute('href', '/service-desk/assets/1/show');
    expect(link('Mia Manager')).toHaveAttribute('href', '/user/6');
    expect(link('Ulf User')).toHaveAttribute('href', '/user/7');
    expect(link('Acme Ltd')).toHaveAttribute('href', '/organizations/5');
    expect(link('Finance')).toHaveAttribute('href', '/department/2');
    expect(link('ThinkPad fleet')).toHaveAttribute('href', '/service-desk/products/8/show');
    expect(link('View: Asset number 1')).toHaveAttribute('href', '/service-desk/assets/1/show');
    expect(link('Edit: Asset number 1')).toHaveAttribute('href', '/service-desk/assets/1/edit');
    expectTextsIn(first, ['AST-0001', 'Laptop', 'In Use', 'Berlin office', 'High']);

    const second = within(table).getByText('Asset number 2').closest('tr') as HTMLElement;
    expect(within(second).getAllByText('--')).toHaveLength(4);
  });

  it('opens with the message a deletion on the asset page left', async () => {
    serveAssetList([assetListRow(1)]);
    carryToNextPage('Asset deleted successfully.');
    renderList();
    expect(await screen.findByText('Asset deleted successfully.')).toHaveAttribute('data-area', 'asset-list');
  });

  it('sorts on name and identifier only, sending the order inverted', async () => {
    const queries = serveAssetList([assetListRow(1)]);
    renderList();
    await screen.findByText('Asset number 1');
    expectUnsortable(['Asset type', 'Status', 'Managed by', 'Used by', 'Created at']);
    await sortBy(queries, /Name/, 'name', 'asc');
    await sortBy(queries, /Identifier/, 'identifier', 'desc');
  });

  it('searches from page 1 and pages with links in chunks of five', async () => {
    const queries = serveAssetList([assetListRow(1)], 95);
    renderList();
    await screen.findByText('Asset number 1');
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '3' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'rack');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'search-query': 'rack', page: '1' }));
  });

  it('offers the server’s filters, the date ranges and a box per custom field, and sends what is applied', async () => {
    const queries = serveAssetList([assetListRow(1)]);
    nock(API)
      .get('/service-desk/api/dependency/asset_types')
      .query(true)
      .reply(200, lookupPage([{ id: 9, name: 'Switch' }]));
    renderList();
    await screen.findByText('Asset number 1');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('form', { name: 'Filter' });
    expect(await screen.findByRole('combobox', { name: 'Asset types' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Departments' })).toBeInTheDocument();
    for (const range of ['Assigned on', 'Created at', 'Updated at', 'Purchase date']) {
      expect(screen.getByRole('group', { name: range })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Warranty' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Backups' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Environment' })).toBeInTheDocument();
    expectCutText(screen.getByRole('form', { name: 'Filter' }), 'Serial num...', 'Serial number');
    expect(screen.getByRole('spinbutton', { name: 'Memory' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Contact' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Asset types' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Switch' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '3 years' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Serial number' }), 'SN-4');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Memory' }), '16');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        'sort-field': 'name',
        'sort-order': 'desc',
        page: '1',
        limit: '10',
        'asset_type_ids[0]': '9',
        'custom_3[0]': '3 years',
        custom_1: 'SN-4',
        custom_4: '16',
      }),
    );
  });

  it('alerts when Generate label is pressed with nothing selected, and opens the labels of the selected assets', async () => {
    serveAssetList([assetListRow(1), assetListRow(2), assetListRow(3)]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      renderList();
      await screen.findByText('Asset number 1');
      await userEvent.click(screen.getByRole('button', { name: 'Generate label' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Select at least one asset to generate labels.');
      expect(open).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Asset number 1' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Asset number 3' }));
      await userEvent.click(screen.getByRole('button', { name: 'Generate label' }));
      expect(open).toHaveBeenCalledWith(`${API}/service-desk/generate-barcode?ids[0]=1&ids[1]=3`, '_blank', 'noopener');

      await userEvent.click(screen.getByRole('checkbox', { name: 'Select every asset on this page' }));
      await userEvent.click(screen.getByRole('button', { name: 'Generate label' }));
      expect(open).toHaveBeenLastCalledWith(
        `${API}/service-desk/generate-barcode?ids[0]=1&ids[1]=3&ids[2]=2`,
        '_blank',
        'noopener',
      );
    } finally {
      open.mockRestore();
    }
  });

  describeListScreenBasics({
    call: ASSET_LIST,
    render: renderList,
    serveRows: serveAssetList,
    row: (id) => assetListRow(id),
    create: ['Create asset', '/service-desk/assets/create'],
  });
});
