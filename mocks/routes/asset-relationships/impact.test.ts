import { TestClient } from '../../testing/client';
import { ok, postJson } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

interface Impact {
  nodes: {
    id: number;
    name: string;
    depth: number;
    open_tickets: number;
    open_problems: number;
    open_changes: number;
  }[];
  edges: { parent_asset_id: number; child_asset_id: number; relation_name: string }[];
  truncated: boolean;
}

const api = '/service-desk/api';

describe('the impact of an asset and of a change', () => {
  const ctx = useApp({ once: true });

  const impact = async (path: string) => ok<{ data: Impact }>(await ctx.admin.get(`${api}/${path}`), path).data;
  const assetId = async (nameFragment: string): Promise<number> =>
    ok<{ data: { data: { id: number }[] } }>(
      await ctx.admin.get(`${api}/dependency/assets?search-query=${encodeURIComponent(nameFragment)}&limit=100`),
      'assets',
    ).data.data[0].id;
  const serversOf = async (rackFragment: string) =>
    (await impact(`asset-impact/${await assetId(rackFragment)}`)).nodes.filter((node) => node.depth === 1);

  it('lists what depends on a rack of the seeded network: its servers, then what runs on them', async () => {
    const rack = await assetId('RCK-001');
    const rackImpact = await impact(`asset-impact/${rack}`);
    expect(rackImpact.nodes[0]).toMatchObject({ id: rack, depth: 0 });
    expect(await serversOf('RCK-001')).toHaveLength(3);
    expect(rackImpact.nodes.every((node) => node.depth <= 2)).toBe(true);
    expect(rackImpact.truncated).toBe(false);
    expect(rackImpact.edges.some((edge) => edge.parent_asset_id === rack && edge.relation_name === 'Contains')).toBe(
      true,
    );
    // The firewall is what the servers depend on: it is not impacted by the rack, the rack's servers are by it.
    const firewall = await assetId('firewall');
    expect(rackImpact.nodes.map((node) => node.id)).not.toContain(firewall);
    const firewallImpact = await impact(`asset-impact/${firewall}`);
    const rackServers = (await serversOf('RCK-001')).map((node) => node.id);
    expect(firewallImpact.nodes.filter((node) => node.depth === 1).map((node) => node.id)).toEqual(
      expect.arrayContaining(rackServers),
    );
    for (const node of firewallImpact.nodes) {
      expect(node).toEqual(
        expect.objectContaining({
          open_tickets: expect.any(Number),
          open_problems: expect.any(Number),
          open_changes: expect.any(Number),
        }),
      );
    }
  });

  it('starts a change’s impact from every asset attached to it', async () => {
    const change = 1;
    const rack = await assetId('RCK-002');
    expect((await postJson(ctx.admin, `${api}/change/attach-assets/${change}`, { asset_ids: [rack] })).statusCode).toBe(
      200,
    );
    const changeImpact = await impact(`change-impact/${change}`);
    const starts = changeImpact.nodes.filter((node) => node.depth === 0).map((node) => node.id);
    expect(starts).toContain(rack);
    const rackServers = (await serversOf('RCK-002')).map((node) => node.id);
    expect(changeImpact.nodes.map((node) => node.id)).toEqual(expect.arrayContaining(rackServers));
    expect(changeImpact.nodes.find((node) => node.id === rack)!.open_changes).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown asset or change and 403 without the view permission', async () => {
    expect((await ctx.admin.get(`${api}/asset-impact/999999`)).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/asset-impact/abc`)).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/change-impact/999999`)).statusCode).toBe(404);
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    const rack = await assetId('RCK-001');
    expect((await requester.get(`${api}/asset-impact/${rack}`)).statusCode).toBe(403);
    expect((await requester.get(`${api}/change-impact/1`)).statusCode).toBe(403);
  });
});
