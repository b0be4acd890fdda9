import { TestClient } from '../../testing/client';
import { ok, postForm, remove, savedId } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

interface RelationType {
  id: number;
  forward_relation_name: string;
  inverse_relation_name: string;
  description: string;
}

const api = '/service-desk/api';

describe('CMDB relation types', () => {
  const ctx = useApp();

  const list = async (query = '') =>
    ok<{ data: { cmdbs: RelationType[]; total: number } }>(
      await ctx.admin.get(`${api}/cmdb-list?${query}`),
      'cmdb-list',
    ).data;
  const read = async (id: number) =>
    ok<{ data: { cmdb: RelationType } }>(await ctx.admin.get(`${api}/cmdb/${id}`), 'cmdb').data.cmdb;
  const save = (fields: Record<string, string | number>) => postForm(ctx.admin, `${api}/cmdb`, fields);

  it('lists the seeded relation types at data.cmdbs, sorted and searched', async () => {
    const all = await list('sort-order=desc');
    expect(all.total).toBe(5);
    expect(all.cmdbs.map((type) => [type.forward_relation_name, type.inverse_relation_name])).toEqual([
      ['Depends on', 'Is needed by'],
      ['Contains', 'Is contained in'],
      ['Runs on', 'Runs'],
      ['Connected to', 'Connected to'],
      ['Backs up', 'Is backed up by'],
    ]);
    expect((await list('search-query=contained')).cmdbs.map((type) => type.forward_relation_name)).toEqual([
      'Contains',
    ]);
    const sorted = await list('sort-field=forward_relation_name&sort-order=desc&limit=2');
    expect(sorted.cmdbs.map((type) => type.forward_relation_name)).toEqual(['Backs up', 'Connected to']);
  });

  it('creates one with an optional description, updates it and deletes it', async () => {
    const id = savedId(
      await save({ forward_relation_name: 'Powers', inverse_relation_name: 'Is powered by' }),
      'Relation type created successfully.',
    );
    expect(await read(id)).toMatchObject({ forward_relation_name: 'Powers', description: '' });
    savedId(
      await save({ id, forward_relation_name: 'Feeds', inverse_relation_name: 'Is fed by', description: 'Power' }),
      'Relation type updated successfully.',
    );
    expect(await read(id)).toMatchObject({
      forward_relation_name: 'Feeds',
      inverse_relation_name: 'Is fed by',
      description: 'Power',
    });
    expect((await remove(ctx.admin, `${api}/cmdb/${id}`)).json()).toEqual({
      message: 'Relation type deleted successfully.',
    });
    expect((await ctx.admin.get(`${api}/cmdb/${id}`)).statusCode).toBe(404);
    // Ids are never reused.
    const next = savedId(
      await save({ forward_relation_name: 'Powers', inverse_relation_name: 'Is powered by' }),
      'Relation type created successfully.',
    );
    expect(next).toBeGreaterThan(id);
  });

  it('answers 422 when a name is missing or the forward name is taken', async () => {
    const empty = await save({ description: 'x' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errors: {
        forward_relation_name: ['The forward relation name field is required.'],
        inverse_relation_name: ['The inverse relation name field is required.'],
      },
    });
    const taken = await save({ forward_relation_name: 'depends on', inverse_relation_name: 'x' });
    expect(taken.json()).toMatchObject({
      errors: { forward_relation_name: ['The forward relation name has already been taken.'] },
    });
  });

  it('refuses to delete a relation type relationships use, and lets only administrators write', async () => {
    const dependsOn = (await list('search-query=Depends')).cmdbs[0];
    const refused = await remove(ctx.admin, `${api}/cmdb/${dependsOn.id}`);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { message: string }).message).toMatch(
      /^This relation type is used by \d+ relationships and cannot be deleted\.$/,
    );
    const agent = new TestClient(ctx.app);
    await agent.signInAs('Sam Agent');
    expect((await remove(agent, `${api}/cmdb/${dependsOn.id}`)).statusCode).toBe(403);
  });

  it('offers the relation names as lookups', async () => {
    const forward = ok<{ data: { data: { name: string }[] } }>(
      await ctx.admin.get(`${api}/dependency/forward_relations`),
      'forward_relations',
    ).data.data;
    expect(forward.map((option) => option.name)).toContain('Runs on');
    const inverse = ok<{ data: { data: { name: string }[] } }>(
      await ctx.admin.get(`${api}/dependency/inverse_relations`),
      'inverse_relations',
    ).data.data;
    expect(inverse.map((option) => option.name)).toContain('Is needed by');
    const statuses = ok<{ data: { data: { name: string }[] } }>(
      await ctx.admin.get(`${api}/dependency/asset_statuses`),
      'asset_statuses',
    ).data.data;
    expect(statuses.map((option) => option.name)[0]).toBe('In Use');
  });
});
