import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { expectLinkTo } from '@/testing/links';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { laptopType } from '@/testing/assetTypes';
import { serveGet } from '@/testing/serve';
import AssetTypeListScreen from './AssetTypeListScreen';
import CmdbRelationListScreen from './CmdbRelationListScreen';

const LAPTOP = laptopType(4, false);

describe('the asset type list', () => {
  it('asks for the first page newest first and shows each parent in its place in the tree', async () => {
    const queries = serveGet('/service-desk/api/asset-type-list', { data: { asset_types: [LAPTOP], total: 1 } });
    renderWithPlugin(<AssetTypeListScreen />);
    const table = await screen.findByRole('table', { name: 'Asset types' });
    expect(await within(table).findByText('Laptop')).toBeInTheDocument();
    expect(within(table).getByText('Hardware › Computer')).toBeInTheDocument();
    expect(queries[0]).toEqual({ 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' });
    expectLinkTo('Edit: Laptop', '/service-desk/asset-type/4/edit');
  });

  it('shows the refusal of a type in use after the delete confirmation', async () => {
    const user = userEvent.setup();
    serveGet('/service-desk/api/asset-type-list', { data: { asset_types: [LAPTOP], total: 1 } });
    const refused = nock(API)
      .delete('/service-desk/api/asset-type/4')
      .reply(422, { message: 'This asset type is used by 12 assets and cannot be deleted.', errors: {} });
    renderWithPlugin(<AssetTypeListScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Laptop' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This asset type is used by 12 assets and cannot be deleted.')).toBeInTheDocument();
    expect(refused.isDone()).toBe(true);
  });
});

describe('the CMDB relation type list', () => {
  it('shows forward and inverse names and searches with search-query', async () => {
    const user = userEvent.setup();
    const queries = serveGet('/service-desk/api/cmdb-list', {
      data: {
        cmdbs: [{ id: 2, forward_relation_name: 'Contains', inverse_relation_name: 'Is contained in' }],
        total: 1,
      },
    });
    renderWithPlugin(<CmdbRelationListScreen />);
    expect(await screen.findByText('Is contained in')).toBeInTheDocument();
    expectLinkTo('Edit: Contains', '/service-desk/cmdb-relation/edit/2');
    await user.type(screen.getByRole('searchbox'), 'cont');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'search-query': 'cont', page: '1' }));
  });
});
