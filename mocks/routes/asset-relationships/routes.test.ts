import type { LightMyRequestResponse } from 'fastify';
import { TestClient } from '../../testing/client';
import { ok, postJson } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

interface RelationGroup {
  id: number;
  forward_relation_name: string;
  inverse_relation_name: string;
  child_assets: { id: number; name: string; pivot: { relation: 'forward' | 'inverse' } }[];
}

interface Graph {
  nodes: { id: number; name: string }[];
  edges: { parent_asset_id: number; child_asset_id: number; relation_name: string }[];
  truncated: boolean;
}

const api = '/service-desk/api';

describe('relationships between assets', () => {
  const ctx = useApp();

  const groups = async (assetId: number, client = ctx.admin) =>
    ok<{ data: { cmdb_data: RelationGroup[] } }>(await client.get(`${api}/cmdb-asset-table/${assetId}`), 'table').data
      .cmdb_data;
  const graph = async (assetId: number) =>
    ok<{ data: Graph }>(await ctx.admin.get(`${api}/cmdb-asset/${assetId}`), 'graph').data;
  const assetId = async (nameFragment: string): Promise<number> => {
    const options = ok<{ data: { data: { id: number; name: string }[] } }>(
      await ctx.admin.get(`${api}/dependency/assets?search-query=${encodeURIComponent(nameFragment)}&limit=100`),
      'assets',
    ).data.data;
    return options[0].id;
  };
  const relationTypeId = async (forward: string): Promise<number> =>
    ok<{ data: { cmdbs: { id: number; forward_relation_name: string }[] } }>(
      await ctx.admin.get(`${api}/cmdb-list?search-query=${encodeURIComponent(forward)}`),
      'cmdb-list',
    ).data.cmdbs.find((type) => type.forward_relation_name === forward)!.id;
  /** The body of make-cmdb and remove-cmdb for one child. */
  const stated = (parent: number, child: number, cmdbId: number, relation: string) => ({
    parent_asset_id: parent,
    child_asset_ids: [child],
    cmdb_id: cmdbId,
    relation,
  });
  const make = (body: object, client = ctx.admin) => postJson(client, `${api}/make-cmdb`, body);
  const removeRelationship = (payload: object, client = ctx.admin) =>
    client.request({ method: 'DELETE', url: `${api}/remove-cmdb`, payload });
  const message = (response: LightMyRequestResponse) => (response.json() as { message: string }).message;

  it('groups an asset’s relationships by relation type, each from the asset’s side', async () => {
    const rack = await assetId('RCK-001');
    const rackGroups = await groups(rack);
    expect(rackGroups).toHaveLength(1);
    expect(rackGroups[0]).toMatchObject({
      forward_relation_name: 'Contains',
      inverse_relation_name: 'Is contained in',
    });
    expect(rackGroups[0].child_assets).toHaveLength(3);
    expect(rackGroups[0].child_assets.every((child) => child.pivot.relation === 'forward')).toBe(true);

    const server = rackGroups[0].child_assets[0].id;
    const serverGroups = await groups(server);
    const contains = serverGroups.find((group) => group.forward_relation_name === 'Contains')!;
    expect(contains.child_assets).toEqual([
      { id: rack, name: 'APC NetShelter SX 42U rack (RCK-001)', pivot: { relation: 'inverse' } },
    ]);
    expect(serverGroups.map((group) => group.forward_relation_name)).toEqual(
      expect.arrayContaining(['Depends on', 'Contains']),
    );
  });

  it('draws the connected network around an asset as nodes and forward edges', async () => {
    const rack = await assetId('RCK-001');
    const map = await graph(rack);
    const ids = new Set(map.nodes.map((node) => node.id));
    expect(ids.has(rack)).toBe(true);
    expect(ids.has(await assetId('firewall'))).toBe(true);
    expect(ids.has(await assetId('RCK-002'))).toBe(true);
    expect(map.truncated).toBe(false);
    expect(map.edges.every((edge) => ids.has(edge.parent_asset_id) && ids.has(edge.child_asset_id))).toBe(true);
    expect(map.edges).toContainEqual(expect.objectContaining({ parent_asset_id: rack, relation_name: 'Contains' }));
    const printer = await assetId('PRN-001');
    expect(await graph(printer)).toEqual({
      nodes: [expect.objectContaining({ id: printer })],
      edges: [],
      truncated: false,
    });
    expect((await ctx.admin.get(`${api}/cmdb-asset/999999`)).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/cmdb-asset-table/abc`)).statusCode).toBe(404);
  });

  it('adds a relationship in either direction, shows it on both assets, and removes it', async () => {
    const printer = await assetId('PRN-001');
    const phone = await assetId('MOB-001');
    const dependsOn = await relationTypeId('Depends on');
    const added = await make(stated(printer, phone, dependsOn, 'inverse'));
    expect(added.statusCode).toBe(200);
    expect(message(added)).toBe('Relationship created successfully.');
    expect((await groups(printer))[0].child_assets).toEqual([
      expect.objectContaining({ id: phone, pivot: { relation: 'inverse' } }),
    ]);
    expect((await groups(phone))[0].child_assets).toEqual([
      expect.objectContaining({ id: printer, pivot: { relation: 'forward' } }),
    ]);
    expect((await graph(printer)).edges).toEqual([
      { parent_asset_id: phone, child_asset_id: printer, cmdb_id: dependsOn, relation_name: 'Depends on' },
    ]);

    const again = await make(stated(phone, printer, dependsOn, 'forward'));
    expect(again.statusCode).toBe(422);

    // Removed from the phone's side, as its table states it, with the list named as a form names it.
    const { child_asset_ids: children, ...rest } = stated(phone, printer, dependsOn, 'forward');
    const removed = await removeRelationship({ ...rest, 'child_asset_ids[]': children });
    expect(removed.statusCode).toBe(200);
    expect(message(removed)).toBe('Relationship removed successfully.');
    expect(await groups(printer)).toEqual([]);
    const gone = await removeRelationship(stated(phone, printer, dependsOn, 'forward'));
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a relationship that would make an asset its own ancestor through the same relation type', async () => {
    const [a, b, c] = [await assetId('PRN-001'), await assetId('PRN-002'), await assetId('PRN-003')];
    const dependsOn = await relationTypeId('Depends on');
    const runsOn = await relationTypeId('Runs on');
    const link = (parent: number, child: number, cmdb: number, relation = 'forward') =>
      make(stated(parent, child, cmdb, relation));
    expect((await link(a, b, dependsOn)).statusCode).toBe(200);
    expect((await link(b, c, dependsOn)).statusCode).toBe(200);

    const cycle = await link(c, a, dependsOn);
    expect(cycle.statusCode).toBe(422);
    expect(message(cycle)).toMatch(/its own ancestor/);
    expect(cycle.json()).toMatchObject({ errors: { child_asset_ids: [message(cycle)] } });
    // The same cycle stated the inverse way round: a "Is needed by" c means c depends on a.
    expect((await link(a, c, dependsOn, 'inverse')).statusCode).toBe(422);
    // Another relation type may go the other way.
    expect((await link(c, a, runsOn)).statusCode).toBe(200);

    const self = await link(a, a, dependsOn);
    expect(self.statusCode).toBe(422);
    expect(message(self)).toBe('An asset cannot be related to itself.');
    expect((await groups(c)).find((group) => group.id === dependsOn)!.child_assets).toHaveLength(1);
  });

  it('asks for assets, a relation type and one relation', async () => {
    const printer = await assetId('PRN-001');
    const phone = await assetId('MOB-001');
    const dependsOn = await relationTypeId('Depends on');
    const noRelation = await make({ parent_asset_id: printer, child_asset_ids: [phone], cmdb_id: dependsOn });
    expect(noRelation.statusCode).toBe(422);
    expect(noRelation.json()).toMatchObject({
      message: 'atleast one relation is required to create relationship',
      errors: { relation: ['atleast one relation is required to create relationship'] },
    });
    const both = await make({
      parent_asset_id: printer,
      child_asset_ids: [phone],
      cmdb_id: dependsOn,
      relation: ['forward', 'inverse'],
    });
    expect(both.statusCode).toBe(422);
    const noAssets = await make({
      parent_asset_id: printer,
      child_asset_ids: [],
      cmdb_id: dependsOn,
      relation: 'forward',
    });
    expect(noAssets.statusCode).toBe(422);
    expect(message(noAssets)).toBe('Please select assets.');
    const unknown = await make(stated(999999, 999998, 999, 'sideways'));
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys((unknown.json() as { errors: object }).errors).sort()).toEqual([
      'child_asset_ids.0',
      'cmdb_id',
      'parent_asset_id',
      'relation',
    ]);
  });

  it('needs the view permission to read, edit_asset and the CSRF token to change', async () => {
    const printer = await assetId('PRN-001');
    const phone = await assetId('MOB-001');
    const body = stated(printer, phone, 1, 'forward');
    const viewer = new TestClient(ctx.app);
    await viewer.signInAs('Vera Viewer');
    expect(await groups(printer, viewer)).toEqual([]);
    expect((await make(body, viewer)).statusCode).toBe(403);
    expect((await removeRelationship(body, viewer)).statusCode).toBe(403);
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    expect((await requester.get(`${api}/cmdb-asset-table/${printer}`)).statusCode).toBe(403);
    expect(
      (await ctx.admin.request({ method: 'POST', url: `${api}/make-cmdb`, payload: body, csrf: false })).statusCode,
    ).toBe(419);
    expect(
      (await ctx.admin.request({ method: 'DELETE', url: `${api}/remove-cmdb`, payload: body, csrf: false })).statusCode,
    ).toBe(419);
  });
});
