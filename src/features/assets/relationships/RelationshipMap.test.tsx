import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphNode } from '@/api/asset-relationships';
import {
  RELATED_ASSET_ID,
  RELATIONSHIP_GRAPH,
  RELATIONSHIP_MAP,
  RELATIONSHIP_TABLE,
  serveRelationLookups,
} from '@/testing/assetRelationships';
import { choose } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordPost, serveGet } from '@/testing/serve';
import { drawGraph } from './drawGraph';
import { RelationshipsPanel } from './RelationshipsPanel';

jest.mock('./drawGraph');
jest.setTimeout(20_000);

const draw = jest.mocked(drawGraph);
const removeDrawing = jest.fn();

beforeEach(() => {
  draw.mockReset().mockReturnValue(removeDrawing);
  removeDrawing.mockReset();
});

/** Renders the panel, switches to the map and waits for it to be drawn; returns the node-tap handler. */
async function openMap(user: ReturnType<typeof userEvent.setup>) {
  const view = renderWithPlugin(<RelationshipsPanel assetId={RELATED_ASSET_ID} />);
  await user.click(await screen.findByRole('button', { name: 'Map' }));
  await waitFor(() => expect(draw).toHaveBeenCalled());
  const [container, graph, centre, onNodeTap] = draw.mock.calls[0];
  return { view, container, graph, centre, tap: (node: GraphNode) => act(() => onNodeTap(node)) };
}

describe('the relationship map', () => {
  it('draws the network around the asset and removes the drawing when it goes', async () => {
    serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: [] } });
    serveGet(RELATIONSHIP_MAP, { data: RELATIONSHIP_GRAPH });
    const user = userEvent.setup();
    const { view, container, graph, centre } = await openMap(user);
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(container).toBe(screen.getByRole('img', { name: 'Map of 3 assets and 2 relationships' }));
    expect(graph).toEqual(RELATIONSHIP_GRAPH);
    expect(centre).toBe(RELATED_ASSET_ID);
    view.unmount();
    expect(removeDrawing).toHaveBeenCalled();
  });

  it('offers to add a relationship to a node, or to view it', async () => {
    serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: [] } });
    serveGet(RELATIONSHIP_MAP, { data: RELATIONSHIP_GRAPH });
    serveRelationLookups();
    const sent = recordPost('/service-desk/api/make-cmdb', { message: 'Relationship created successfully.' });
    const user = userEvent.setup();
    const { view, tap } = await openMap(user);

    tap(RELATIONSHIP_GRAPH.nodes[1]);
    const nodeDialog = await screen.findByRole('dialog', { name: 'Dell PowerEdge R750 (SRV-001)' });
    await user.click(within(nodeDialog).getByRole('button', { name: 'View asset' }));
    expect(view.navigateToUrl).toHaveBeenCalledWith('/service-desk/assets/18/show');

    await user.click(within(nodeDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    tap(RELATIONSHIP_GRAPH.nodes[1]);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Dell PowerEdge R750 (SRV-001)' })).getByRole('button', {
        name: 'Add relationship',
      }),
    );
    const addDialog = await screen.findByRole('dialog', { name: 'Add relationship' });
    await choose(user, 'Assets', 'Printer (PRN-001)');
    await choose(user, 'Forward relation', 'Depends on');
    await user.click(within(addDialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Relationship created successfully.')).toBeInTheDocument();
    expect(sent).toEqual([{ parent_asset_id: 18, child_asset_ids: [9], cmdb_id: 1, relation: 'forward' }]);
  });

  it('says when the asset has no relationship', async () => {
    serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: [] } });
    serveGet(RELATIONSHIP_MAP, { data: { nodes: [{ id: RELATED_ASSET_ID }], edges: [] } });
    const user = userEvent.setup();
    renderWithPlugin(<RelationshipsPanel assetId={RELATED_ASSET_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Map' }));
    expect(await screen.findByText(/no relationships available/)).toBeInTheDocument();
    expect(draw).not.toHaveBeenCalled();
  });
});
