import type { AssetType } from '../../db/asset-types/asset-types';
import { TestClient } from '../../testing/client';
import { savedId } from '../../testing/requests';
import { ASSET_TYPE_ROUTES, expectRefused, referenceApi } from '../../testing/reference-api';
import { useApp } from '../../testing/use-app';
import { OWN_ANCESTOR_MESSAGE } from './routes';

describe('asset types', () => {
  const ctx = useApp();

  const { url, list, read, save, remove } = referenceApi<AssetType, typeof ASSET_TYPE_ROUTES>(ctx, ASSET_TYPE_ROUTES);
  const typeNamed = async (name: string) =>
    (await list(`search-query=${encodeURIComponent(name)}&limit=100`)).asset_types.find((type) => type.name === name)!;

  it('lists the seeded tree, paged, searched and sorted, each type with its parent chain', async () => {
    const all = await list('limit=100');
    expect(all.total).toBe(21);
    const laptop = all.asset_types.find((type) => type.name === 'Laptop')!;
    expect(laptop.parent).toEqual({ id: expect.any(Number), name: 'Computer' });
    expect(laptop.parents.map((type) => type.name)).toEqual(['Hardware', 'Computer']);
    expect(laptop.is_default).toBe(false);
    expect(laptop.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const page = await list('limit=5&page=2');
    expect(page).toMatchObject({ total: 21 });
    expect(page.asset_types).toHaveLength(5);

    // sort-order is inverted: desc asks for ascending names.
    const byName = await list('sort-field=name&sort-order=desc&limit=3');
    expect(byName.asset_types.map((type) => type.name)).toEqual(['Access Point', 'Application', 'Computer']);
    // The search reads what the list shows: a type's name and its parent chain (Application is under Software).
    const searched = await list('search-query=soft');
    expect(searched.asset_types.map((type) => type.name).sort()).toEqual([
      'Application',
      'Software',
      'Software License',
    ]);
  });

  it('creates a type under a parent, reads it, updates it, and deletes it', async () => {
    const hardware = await typeNamed('Hardware');
    const id = savedId(
      await save({ name: 'Blade chassis', parent_id: hardware.id, is_default: 0 }),
      'Asset type created successfully.',
    );
    expect(await read(id)).toMatchObject({
      name: 'Blade chassis',
      parent: { id: hardware.id, name: 'Hardware' },
      is_default: false,
    });

    const software = await typeNamed('Software');
    savedId(
      await save({ id, name: 'Chassis', parent_id: software.id, is_default: 1 }),
      'Asset type updated successfully.',
    );
    expect(await read(id)).toMatchObject({ name: 'Chassis', parent: { name: 'Software' }, is_default: true });
    // One default at a time.
    savedId(await save({ id: hardware.id, name: 'Hardware', is_default: 1 }), 'Asset type updated successfully.');
    expect((await read(id)).is_default).toBe(false);

    const deleted = await remove(id);
    expect(deleted.json()).toEqual({ message: 'Asset type deleted successfully.' });
    expect((await ctx.admin.get(`${url}/${id}`)).statusCode).toBe(404);
  });

  it('answers 422 with field errors: name required and unique, parent unknown', async () => {
    const empty = await save({ name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { name: ['The name field is required.'] } });

    const taken = await save({ name: 'laptop', parent_id: 99999 });
    expect(taken.json()).toMatchObject({
      errors: { name: ['The name has already been taken.'], parent_id: ['The selected parent is invalid.'] },
    });
    expect((await save({ name: 'x'.repeat(256) })).json()).toMatchObject({
      errors: { name: ['The name should be less than 255 characters.'] },
    });
  });

  it('refuses a parent that would make a type its own ancestor', async () => {
    const hardware = await typeNamed('Hardware');
    const laptop = await typeNamed('Laptop');
    for (const parentId of [hardware.id, laptop.id]) {
      const response = await save({ id: hardware.id, name: 'Hardware', parent_id: parentId });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { parent_id: [OWN_ANCESTOR_MESSAGE] } });
    }
    expect((await read(hardware.id)).parent).toBeNull();
  });

  it('refuses to delete a type in use by assets or with sub types', async () => {
    const laptop = await typeNamed('Laptop');
    const inUse = await remove(laptop.id);
    expectRefused(inUse, /^This asset type is used by \d+ assets and cannot be deleted\.$/);
    const software = await typeNamed('Software');
    savedId(await save({ name: 'Operating system', parent_id: software.id }), 'Asset type created successfully.');
    const parent = await remove(software.id);
    expectRefused(parent, 'This asset type has sub types and cannot be deleted: move or delete them first.');
  });

  it('refuses to delete the default type until another one is the default', async () => {
    const id = savedId(await save({ name: 'Desk phone' }), 'Asset type created successfully.');
    savedId(await save({ id, name: 'Desk phone', is_default: 1 }), 'Asset type updated successfully.');
    expectRefused(
      await remove(id),
      'This is the default asset type and cannot be deleted: make another type the default first.',
    );
    const other = savedId(await save({ name: 'Softphone' }), 'Asset type created successfully.');
    savedId(await save({ id: other, name: 'Softphone', is_default: 1 }), 'Asset type updated successfully.');
    expect((await remove(id)).statusCode).toBe(200);
  });

  it('lets only administrators write, and answers 404 for unknown ids', async () => {
    const agent = new TestClient(ctx.app);
    await agent.signInAs('Sam Agent');
    expect((await agent.get(`${url}-list`)).statusCode).toBe(200);
    const refused = await save({ name: 'Tablet' }, agent);
    expect(refused.statusCode).toBe(403);
    expect((await remove(1, agent)).statusCode).toBe(403);
    expect((await save({ id: 99999, name: 'Tablet' })).statusCode).toBe(404);
    expect((await ctx.admin.get(`${url}/abc`)).statusCode).toBe(404);
  });
});
