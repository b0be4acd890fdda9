import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLinkTo } from '@/testing/links';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { RELATED_ASSET_ID, RELATION_GROUPS, RELATIONSHIP_TABLE } from '@/testing/assetRelationships';
import { serveAssetView } from '@/testing/assetView';
import { serveGet } from '@/testing/serve';
import AssetViewScreen from './AssetViewScreen';

describe('the asset page', () => {
  it('shows the asset, its activity log, and its relationships in the other tab', async () => {
    const logQueries = serveAssetView();
    serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: RELATION_GROUPS } });
    const user = userEvent.setup();
    renderWithPlugin(<AssetViewScreen params={{ id: String(RELATED_ASSET_ID) }} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'APC NetShelter rack (RCK-001)' })).toBeInTheDocument();
    expect(screen.getByText('AST-0041')).toBeInTheDocument();
    expectLinkTo('Ada Admin', '/user/1');
    expectLinkTo('Acme Corp', '/organizations/3');
    expect(await screen.findByText(/added the relationship/)).toBeInTheDocument();
    expect(logQueries[0]).toMatchObject({ page: '1', limit: '10', 'sort-order': 'desc' });

    await user.click(screen.getByRole('tab', { name: 'Relationships' }));
    const table = await screen.findByRole('table', { name: 'Relationships' });
    expect(within(table).getByRole('link', { name: 'Cage A (RCK-009)' })).toHaveAttribute(
      'href',
      '/service-desk/assets/7/show',
    );
  });

  it('says the page is not found for an id that is not one', () => {
    renderWithPlugin(<AssetViewScreen params={{ id: 'abc' }} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
