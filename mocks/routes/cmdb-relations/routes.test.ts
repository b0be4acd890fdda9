import type { RelationType } from '../../db/cmdb-relations/relation-types';
import { TestClient } from '../../testing/client';
import { ok, savedId } from '../../testing/requests';
import { RELATION_TYPE_ROUTES, expectRefused, referenceApi } from '../../testing/reference-api';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

describe('CMDB relation types', () => {
  const ctx = useApp();

  const { url, list, read, save, remove } = referenceApi<RelationType, typeof RELATION_TYPE_ROUTES>(
    ctx,
    RELATION_TYPE_ROUTES,
  );

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
    expect((await remove(id)).json()).toEqual({
      message: 'Relation type deleted successfully.',
    });
    expect((await ctx.admin.get(`${url}/${id}`)).statusCode).toBe(404);
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
    const refused = await remove(dependsOn.id);
    expectRefused(refused, /^This relation type is used by \d+ relationships and cannot be deleted\.$/);
    const agent = new TestClient(ctx.app);
    await agent.signInAs('Sam Agent');
    expect((await remove(dependsOn.id, agent)).statusCode).toBe(403);
  });

  const optionNames = async (lookup: string) =>
    ok<{ data: { data: { name: string }[] } }>(
      await ctx.admin.get(`${api}/dependency/${lookup}`),
      lookup,
    ).data.data.map((option) => option.name);

  it('offers the relation names as lookups', async () => {
    expect(await optionNames('forward_relations')).toContain('Runs on');
    expect(await optionNames('inverse_relations')).toContain('Is needed by');
    expect((await optionNames('asset_statuses'))[0]).toBe('In Use');
  });
});
