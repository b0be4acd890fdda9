import { TestClient } from '../../testing/client';
import { postWithoutCsrf } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

interface SavedFilter {
  id: number;
  name: string;
  icon_class: string;
  departments: number[];
  agents: number[];
  fields: { key: string; value: unknown; value_meta: unknown }[];
  is_owner: boolean;
}

describe('/service-desk/api/agent/change-filter', () => {
  const ctx = useApp();

  const save = (client: TestClient, payload: object) =>
    client.request({ method: 'POST', url: '/service-desk/api/agent/change-filter', payload });
  const read = (client: TestClient, id: number | string) => client.get(`/service-desk/api/agent/change-filter/${id}`);
  const remove = (client: TestClient, id: number | string) =>
    client.request({ method: 'DELETE', url: `/service-desk/api/agent/change-filter/${id}` });
  const total = async (query: string) =>
    ((await ctx.admin.get(`/service-desk/api/change-list?${query}`)).json() as { data: { total: number } }).data.total;

  const openFilter = {
    name: 'Open changes',
    fields: [{ key: 'status_ids', value: [1], value_meta: [{ id: 1, name: 'Open' }] }],
  };

  it('saves a filter, reads it back, lists it, and the list applies it by filter_id', async () => {
    const response = await save(ctx.admin, openFilter);
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json() as { message: string; data: { id: number } };
    expect(message).toBe('Filter saved successfully.');

    const filter = ((await read(ctx.admin, data.id)).json() as { data: SavedFilter }).data;
    expect(filter).toEqual(
      expect.objectContaining({ id: data.id, name: 'Open changes', fields: openFilter.fields, is_owner: true }),
    );
    const listed = (
      (await ctx.admin.get('/service-desk/api/agent/change-filter')).json() as { data: { filters: SavedFilter[] } }
    ).data.filters;
    expect(listed.map((entry) => entry.id)).toEqual([data.id]);

    expect(await total(`filter_id=${data.id}`)).toBe(await total('status_ids[0]=1'));
    // The request's own filters replace the saved filter's of the same name.
    expect(await total(`filter_id=${data.id}&status_ids[0]=2`)).toBe(await total('status_ids[0]=2'));
  });

  it('updates with an id, and deletes', async () => {
    const { data } = (await save(ctx.admin, openFilter)).json() as { data: { id: number } };
    const updated = await save(ctx.admin, {
      id: data.id,
      name: 'Planning',
      fields: [{ key: 'created_at', value: '2020-01-01+00:00:00~2100-01-01+00:00:00', value_meta: null }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ message: 'Filter updated successfully.', data: { id: data.id } });
    expect(((await read(ctx.admin, data.id)).json() as { data: SavedFilter }).data.name).toBe('Planning');

    const deleted = await remove(ctx.admin, data.id);
    expect(deleted.json()).toEqual({ message: 'Filter deleted successfully.' });
    expect((await read(ctx.admin, data.id)).statusCode).toBe(404);
    expect((await ctx.admin.get(`/service-desk/api/change-list?filter_id=${data.id}`)).statusCode).toBe(404);
  });

  it('answers 422 with field errors: name required, fields required, unknown keys and bad values', async () => {
    const empty = await save(ctx.admin, {});
    expect(empty.statusCode).toBe(422);
    expect((empty.json() as { errors: Record<string, string[]> }).errors).toEqual({
      name: ['The name field is required.'],
      fields: ['The fields field is required.'],
    });

    const bad = await save(ctx.admin, {
      name: 'x'.repeat(101),
      departments: [999],
      fields: [
        { key: 'colour_ids', value: [1] },
        { key: 'status_ids', value: ['abc'] },
        { key: 'created_at', value: 'yesterday' },
        { key: 'custom_9999', value: 'x' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(
      ['departments.0', 'fields.0.key', 'fields.1.value', 'fields.2.value', 'fields.3.key', 'name'].sort(),
    );

    await save(ctx.admin, openFilter);
    const duplicate = await save(ctx.admin, openFilter);
    expect((duplicate.json() as { errors: Record<string, string[]> }).errors).toEqual({
      name: ['The name has already been taken.'],
    });
  });

  it('answers 404 for unknown filters and 403 for another agent’s filter or without view', async () => {
    for (const id of [999, 'abc']) {
      expect((await read(ctx.admin, id)).statusCode).toBe(404);
      expect((await remove(ctx.admin, id)).statusCode).toBe(404);
    }
    expect((await save(ctx.admin, { ...openFilter, id: 999 })).statusCode).toBe(404);

    const agent = new TestClient(ctx.app);
    const session = await agent.signInAs('Sam Agent');
    const { data } = (await save(ctx.admin, { ...openFilter, agents: [session.user.id] })).json() as {
      data: { id: number };
    };
    const shared = (await read(agent, data.id)).json() as { data: SavedFilter };
    expect(shared.data.is_owner).toBe(false);
    expect((await remove(agent, data.id)).statusCode).toBe(403);
    expect((await save(agent, { ...openFilter, id: data.id })).statusCode).toBe(403);

    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    expect((await requester.get('/service-desk/api/agent/change-filter')).statusCode).toBe(403);
    expect((await save(requester, openFilter)).statusCode).toBe(403);
  });

  it('needs the CSRF token to write', async () => {
    const response = await postWithoutCsrf(ctx.admin, '/service-desk/api/agent/change-filter', openFilter);
    expect(response.statusCode).toBe(419);
  });
});
