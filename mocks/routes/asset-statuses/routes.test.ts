import type { AssetStatus } from '../../db/asset-statuses/asset-statuses';
import { TestClient } from '../../testing/client';
import { savedId } from '../../testing/requests';
import { ASSET_STATUS_ROUTES, expectRefused, referenceApi } from '../../testing/reference-api';
import { useApp } from '../../testing/use-app';

describe('asset statuses', () => {
  const ctx = useApp();

  const { url, list, read, save, remove } = referenceApi<AssetStatus, typeof ASSET_STATUS_ROUTES>(
    ctx,
    ASSET_STATUS_ROUTES,
  );

  it('lists the seeded statuses at data.data, paged, searched and sorted', async () => {
    const all = await list();
    expect(all.total).toBe(6);
    expect(all.data.map((status) => status.name)).toEqual([
      'Move',
      'Maintenance',
      'Dispose',
      'In Stock',
      'Missing',
      'In Use',
    ]);
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Move',
      description: 'Being moved to another location.',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const byName = await list('sort-field=name&sort-order=desc&limit=2&page=2');
    expect(byName.data.map((status) => status.name)).toEqual(['In Use', 'Maintenance']);
    expect((await list('search-query=mainten')).data.map((status) => status.name)).toEqual(['Maintenance']);
    // The list shows no description, so its search does not read it.
    expect((await list('search-query=repaired')).data).toEqual([]);
  });

  it('creates, reads, updates and deletes a status', async () => {
    const id = savedId(
      await save({ name: 'On Loan', description: 'Lent for a while.' }),
      'Asset status created successfully.',
    );
    expect(await read(id)).toMatchObject({ name: 'On Loan', description: 'Lent for a while.' });
    savedId(await save({ id, name: 'Loaned', description: 'Lent out.' }), 'Asset status updated successfully.');
    expect(await read(id)).toMatchObject({ name: 'Loaned', description: 'Lent out.' });
    expect((await remove(id)).json()).toEqual({
      message: 'Asset status deleted successfully.',
    });
    expect((await ctx.admin.get(`${url}/${id}`)).statusCode).toBe(404);
  });

  it('answers 422: name and description required, name at most 50 characters and unique', async () => {
    const empty = await save({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errors: { name: ['The name field is required.'], description: ['The description field is required.'] },
    });
    const long = await save({ name: 'x'.repeat(51), description: 'd' });
    expect(long.json()).toMatchObject({ errors: { name: ['The name should be less than 50 characters.'] } });
    expect((await save({ name: 'x'.repeat(50), description: 'd' })).statusCode).toBe(200);
    const taken = await save({ name: 'in use', description: 'd' });
    expect(taken.json()).toMatchObject({ errors: { name: ['The name has already been taken.'] } });
  });

  it('refuses to delete a status assets are in, and lets only administrators write', async () => {
    const inUse = (await list('search-query=In%20Use')).data[0];
    const refused = await remove(inUse.id);
    expectRefused(refused, /^This asset status is used by \d+ assets and cannot be deleted\.$/);
    const agent = new TestClient(ctx.app);
    await agent.signInAs('Sam Agent');
    expect((await save({ name: 'Lost', description: 'd' }, agent)).statusCode).toBe(403);
  });
});
