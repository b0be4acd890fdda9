import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphNode } from '@/api/asset-relationships';
import {
  fakeDrawing,
  RELATED_ASSET_ID,
  RELATION_GROUPS,
  RELATIONSHIP_GRAPH,
  RELATIONSHIP_IMPACT,
  RELATIONSHIP_IMPACT_ANSWER,
  RELATIONSHIP_MAP,
  RELATIONSHIP_TABLE,
  serveRelationLookups,
} from '@/testing/assetRelationships';
import { choose } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordDelete, recordPost, serveGet } from '@/testing/serve';
import { drawGraph } from './drawGraph';
import { RelationshipsPanel } from './RelationshipsPanel';

jest.mock('./drawGraph');
jest.setTimeout(20_000);

const draw = jest.mocked(drawGraph);
let drawing: ReturnType<typeof fakeDrawing>;

beforeEach(() => {
  drawing = fakeDrawing();
  draw.mockReset().mockReturnValue(drawing);
});

/** Renders the panel, switches to the map and waits for it to be drawn; returns the node-tap handler. */
async function openMap(user: ReturnType<typeof userEvent.setup>) {
  const view = renderWithPlugin(<RelationshipsPanel assetId={RELATED_ASSET_ID} />);
  await user.click(await screen.findByRole('button', { name: 'Map' }));
  await waitFor(() => expect(draw).toHaveBeenCalled());
  const [container, graph, centre, onNodeTap, onProgress] = draw.mock.calls[0];
  return {
    view,
    container,
    graph,
    centre,
    tap: (node: GraphNode) => act(() => onNodeTap(node)),
    progress: (done: number, total: number) => act(() => onProgress?.(done, total)),
  };
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
    expect(drawing.destroy).toHaveBeenCalled();
  });

  it('shows how far the drawing got until all of the map is drawn', async () => {
    serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: [] } });
    serveGet(RELATIONSHIP_MAP, { data: RELATIONSHIP_GRAPH });
    const user = userEvent.setup();
    const { container, progress } = await openMap(user);
    expect(container).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Drawing the map…' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Assets on the map' })).toBeInTheDocument();

    progress(2, 5);
    expect(screen.getByRole('progressbar', { name: 'Drawing the map…' })).toHaveAttribute('value', '2');
    progress(5, 5);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container).toHaveAttribute('aria-busy', 'false');
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

  it('deletes a relationship of the asset from the node’s dialog, after the confirmation', async () => {
    serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: RELATION_GROUPS } });
    serveGet(RELATIONSHIP_MAP, { data: RELATIONSHIP_GRAPH });
    const sent = recordDelete('/service-desk/api/remove-cmdb', { message: 'Relationship removed successfully.' });
    const user = userEvent.setup();
    const { tap } = await openMap(user);
    await screen.findByRole('listbox', { name: 'Assets on the map' });

    tap(RELATIONSHIP_GRAPH.nodes[0]);
    const ownDialog = await screen.findByRole('dialog', { name: 'APC NetShelter rack (RCK-001)' });
    expect(within(ownDialog).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(within(ownDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    tap(RELATIONSHIP_GRAPH.nodes[1]);
    const nodeDialog = await screen.findByRole('dialog', { name: 'Dell PowerEdge R750 (SRV-001)' });
    await user.click(within(nodeDialog).getByRole('button', { name: 'Delete "Contains"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete relationship' });
    expect(confirm).toHaveTextContent('Contains');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Relationship removed successfully.')).toBeInTheDocument();
    expect(sent).toEqual([
      { parent_asset_id: RELATED_ASSET_ID, child_asset_ids: [18], cmdb_id: 2, relation: 'forward' },
    ]);
  });

  it('shows the impact on the map and lists it with the open records of each asset', async () => {
    serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: [] } });
    serveGet(RELATIONSHIP_MAP, { data: RELATIONSHIP_GRAPH });
    const asked = serveGet(RELATIONSHIP_IMPACT, { data: RELATIONSHIP_IMPACT_ANSWER });
    const user = userEvent.setup();
    const { view } = await openMap(user);
    expect(drawing.showImpact).toHaveBeenLastCalledWith(null);
    expect(asked).toHaveLength(0);

    const toggle = screen.getByRole('button', { name: 'Show impact' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = await screen.findByRole('table', { name: /What depends on it/ });
    expect(asked).toHaveLength(1);
    const server = within(table).getByRole('row', { name: /Dell PowerEdge R750/ });
    expect(
      within(server)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Server', '1', '2', '1', '0']);
    await user.click(within(table).getByRole('link', { name: 'Payroll (APP-002)' }));
    expect(view.navigateToUrl).toHaveBeenCalledWith('/service-desk/assets/33/show');
    const badges = drawing.showImpact.mock.lastCall?.[0] as Map<number, string>;
    expect(badges.get(18)).toBe('tickets 2 · problems 1 · changes 0');
    expect(badges.has(27)).toBe(false);

    await user.click(toggle);
    expect(drawing.showImpact).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reaches every asset of the map from the keyboard', async () => {
    serveGet(RELATIONSHIP_TABLE, { data: { cmdb_data: [] } });
    serveGet(RELATIONSHIP_MAP, { data: RELATIONSHIP_GRAPH });
    const user = userEvent.setup();
    await openMap(user);
    screen.getByRole('button', { name: 'Show impact' }).focus();
    await user.tab();
    const list = screen.getByRole('listbox', { name: 'Assets on the map' });
    expect(list).toHaveFocus();
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}');
    expect(drawing.select).toHaveBeenLastCalledWith(18);
    expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('Dell PowerEdge R750 (SRV-001)');

    await user.keyboard('{Enter}');
    const nodeDialog = await screen.findByRole('dialog', { name: 'Dell PowerEdge R750 (SRV-001)' });
    expect(within(nodeDialog).getByRole('button', { name: 'Add relationship' })).toBeInTheDocument();
    expect(within(nodeDialog).getByRole('button', { name: 'View asset' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(list).toHaveFocus());

    await user.keyboard('{End}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'FortiGate firewall (NET-005)' })).toBeInTheDocument();
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
