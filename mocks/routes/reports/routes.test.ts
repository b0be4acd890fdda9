import { TestClient } from '../../testing/client';
import { ok, postJson, remove } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

interface ListedReport {
  id: number;
  name: string;
  description: string;
}

describe('asset reports', () => {
  const ctx = useApp();

  const list = async (query = '') =>
    ok<{ data: { reports: { data: ListedReport[]; total: number } } }>(
      await ctx.admin.get(`${api}/reports?${query}`),
      query,
    ).data.reports;
  const read = async (id: number) =>
    ok<{ data: { report_filter: Record<string, unknown> } }>(await ctx.admin.get(`${api}/reports/${id}`), 'read').data
      .report_filter;
  const save = (body: object) => postJson(ctx.admin, `${api}/reports/create`, body);
  const laptopFilter = async () => {
    const types = ok<{ data: { data: { id: number; name: string }[] } }>(
      await ctx.admin.get(`${api}/dependency/asset_types?search-query=Laptop`),
      'types',
    ).data.data;
    const laptop = types.find((type) => type.name === 'Laptop')!;
    return { key: 'asset_type_ids', value: [laptop.id], value_meta: [laptop] };
  };

  it('lists the seeded reports at data.reports.data, sorted and searched on name and description', async () => {
    const all = await list('sort-field=name&sort-order=desc');
    expect(all.total).toBe(2);
    expect(all.data.map((report) => report.name)).toEqual(['Laptops in use', 'Servers']);
    expect((await list('search-query=handed out')).data.map((report) => report.name)).toEqual(['Laptops in use']);
    expect((await list('sort-field=description&sort-order=desc')).data.map((report) => report.name)).toEqual([
      'Servers',
      'Laptops in use',
    ]);
  });

  it('creates a report with its filters and columns, reads it back, updates it and deletes it', async () => {
    const filter = await laptopFilter();
    const created = ok<{ message: string; data: { id: number } }>(
      await save({
        name: 'My laptops',
        type: 'asset',
        fields: JSON.stringify([filter, { key: 'assigned_on', value: '2020-01-01+00:00:00~2030-12-31+23:59:59' }]),
        report_column_keys: ['name', 'identifier'],
      }),
      'create',
    );
    expect(created.message).toBe('Report created successfully.');
    const id = created.data.id;
    expect(await read(id)).toMatchObject({
      id,
      name: 'My laptops',
      description: '',
      type: 'asset',
      fields: [filter, { key: 'assigned_on', value: '2020-01-01+00:00:00~2030-12-31+23:59:59' }],
      filter_meta: [
        { key: 'asset_type_ids', value_meta: filter.value_meta },
        { key: 'assigned_on', value_meta: [] },
      ],
      report_column_keys: ['name', 'identifier'],
    });

    const updated = ok<{ message: string }>(
      await save({ id, name: 'Laptops', description: 'All of them', fields: '[]', report_column_keys: ['name'] }),
      'update',
    );
    expect(updated.message).toBe('Report updated successfully.');
    expect(await read(id)).toMatchObject({ name: 'Laptops', description: 'All of them', fields: [] });

    expect(ok<{ message: string }>(await remove(ctx.admin, `${api}/reports/${id}`), 'delete').message).toBe(
      'Report deleted successfully.',
    );
    expect((await ctx.admin.get(`${api}/reports/${id}`)).statusCode).toBe(404);
    expect((await remove(ctx.admin, `${api}/reports/${id}`)).statusCode).toBe(404);
  });

  it('refuses a missing or long name, unknown filters, columns and types with field errors', async () => {
    const empty = await save({ name: '  ', fields: '[]' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['The name field is required.'] });

    const bad = await save({
      name: 'x'.repeat(26),
      type: 'ticket',
      fields: JSON.stringify([{ key: 'password', value: ['1'] }]),
      report_column_keys: ['name', 'secret'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['The name should be less than 25 characters.'],
      type: ['The selected type is invalid.'],
      fields: ['The fields must be a list of the asset list filters.'],
      'report_column_keys.1': ['The selected report_column_keys.1 is invalid.'],
    });
    expect(ok<{ data: unknown }>(await save({ name: 'x'.repeat(25) }), 'exactly 25').data).toBeDefined();

    for (const fields of [
      'not json',
      '{"key":"asset_ids"}',
      '[{"key":"asset_ids","value":["a"]}]',
      '[{"key":"created_at","value":"yesterday"}]',
      '[{"key":"asset_ids","value":[1],"value_meta":[{"id":"1"}]}]',
      '[{"key":"custom_999999","value":"x"}]',
    ]) {
      const response = await save({ name: 'Bad filters', fields });
      expect([fields, response.statusCode, response.json().errors]).toEqual([
        fields,
        422,
        { fields: ['The fields must be a list of the asset list filters.'] },
      ]);
    }
    expect((await save({ id: 999999, name: 'Missing' })).statusCode).toBe(404);
  });

  it('needs the view permission and the CSRF token', async () => {
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    expect((await requester.get(`${api}/reports`)).statusCode).toBe(403);
    expect((await postJson(requester, `${api}/reports/create`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await remove(requester, `${api}/reports/1`)).statusCode).toBe(403);
    expect((await requester.get(`${api}/export/csv?filter_id=1`)).statusCode).toBe(403);

    const forged = await ctx.admin.request({ method: 'DELETE', url: `${api}/reports/1`, csrf: false });
    expect(forged.statusCode).toBe(419);
    expect((await list()).total).toBe(2);
  });
});
