import { TestClient } from '../../testing/client';
import { ok } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

interface Field {
  id: number;
  label: string;
  unique: string;
  type: string;
  options: string[];
  asset_type_id: number | null;
  department_id: number | null;
}

interface Value {
  label: string;
  field_type: string;
  value: string | string[] | null;
}

describe('asset custom fields', () => {
  const ctx = useApp();

  it('lists every field with its filter name, type, options and scope', async () => {
    const fields = ok<{ data: { custom_fields: Field[] } }>(
      await ctx.admin.get(`${api}/asset-custom-field-list`),
      'fields',
    ).data.custom_fields;
    expect(new Set(fields.map((field) => field.type))).toEqual(
      new Set(['text', 'date', 'select', 'textarea', 'number', 'radio', 'checkbox', 'email']),
    );
    for (const field of fields) expect(field.unique).toBe(`custom_${field.id}`);
    expect(fields[0]).toMatchObject({ label: 'Serial number', asset_type_id: null, department_id: null });
    expect(fields.find((field) => field.label === 'Environment')).toMatchObject({
      type: 'radio',
      options: ['Production', 'Staging', 'Test'],
      asset_type_id: expect.any(Number),
    });
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    expect((await requester.get(`${api}/asset-custom-field-list`)).statusCode).toBe(403);
  });

  it("shows an asset's values grouped: general, its type's and its department's", async () => {
    const servers = ok<{ data: { data: { data: { id: number }[] } } }>(
      await ctx.admin.get(`${api}/asset-list?search-query=PowerEdge`),
      'servers',
    ).data.data.data;
    const server = servers[0];
    const { asset } = ok<{ data: { asset: Record<string, Value[]> & { description: string } } }>(
      await ctx.admin.get(`${api}/asset/${server.id}`),
      'asset',
    ).data;
    expect(asset.custom_field_values_for_asset_form_builder_only.map((value) => value.label)).toEqual([
      'Serial number',
      'Purchase date',
      'Warranty',
      'Notes',
    ]);
    expect(asset.custom_field_values_for_asset_type.map((value) => value.label)).toEqual([
      'Environment',
      'Backed up by',
    ]);
    const backups = asset.custom_field_values_for_asset_type[1];
    expect(backups.field_type).toBe('checkbox');
    if (backups.value !== null) expect(Array.isArray(backups.value)).toBe(true);
    expect(asset.description).toMatch(/^<p>.+\.<\/p>$/);
  });
});
