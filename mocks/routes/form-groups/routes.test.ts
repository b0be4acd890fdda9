import type { FormGroup } from '../../db/form-groups/form-groups';
import { TestClient } from '../../testing/client';
import { assetListOf } from '../../testing/asset-list';
import type { FormFields } from '../../testing/multipart';
import { ok, postForm, postJson, remove, savedId } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

interface Ref {
  id: number;
  name: string;
}
interface RenderedField {
  key: string;
  label: string;
  type: string;
  required: boolean;
  options?: string[];
  asset_type_ids?: number[];
  change_type_ids?: number[];
}

describe('form groups: get-form-group, post-form-group, delete-form-group', () => {
  const ctx = useApp();

  const typeNamed = async (lookup: 'asset_types' | 'change_types', name: string): Promise<Ref> => {
    const body = ok<{ data: { data: Ref[] } }>(
      await ctx.admin.get(`${api}/dependency/${lookup}?search-query=${encodeURIComponent(name)}&limit=50`),
      lookup,
    );
    const found = body.data.data.find((type) => type.name === name);
    if (!found) throw new Error(`${name} not in ${lookup}`);
    return found;
  };
  const post = (category: string, payload: object) =>
    postJson(ctx.admin, `${api}/post-form-group/${category}`, payload);
  const read = async (category: string, id: number): Promise<FormGroup> =>
    ok<{ data: { form_group: FormGroup } }>(await ctx.admin.get(`${api}/get-form-group/${category}/${id}`), 'read').data
      .form_group;
  const errorsOf = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(422);
    return (response.json() as { errors: Record<string, string[]> }).errors;
  };
  const rendered = async (category: string): Promise<RenderedField[]> =>
    ok<{ data: { form_fields: RenderedField[] } }>(
      await ctx.admin.get(`/api/form/render?category=${category}&scenario=create&panel=agent`),
      'form/render',
    ).data.form_fields;

  const riskGroup = (changeTypeIds: number[]) => ({
    name: 'Rollout details',
    change_type_ids: changeTypeIds,
    fields: [
      { label: 'Rollout wave', type: 'select', required: true, options: ['Pilot', 'Wave 1', 'Wave 2'] },
      { label: 'Rollback owner', type: 'text', required: false, options: [] },
    ],
  });

  it('refuses a bad payload with a field error on every field, never a 500', async () => {
    const empty = errorsOf(await post('change', {}));
    expect(Object.keys(empty).sort()).toEqual(['change_type_ids', 'fields', 'name']);
    expect(empty.name).toEqual(['The name field is required.']);

    const bad = errorsOf(
      await post('change', {
        name: 'Checks',
        change_type_ids: [99999, 'x'],
        fields: [
          { label: ' ', type: 'select', required: true, options: [] },
          { label: 'Kind', type: 'spaceship' },
          { label: 'Choice', type: 'radio', options: ['Yes', 'yes', ''] },
          'not a field',
          { id: 123456, label: 'Stolen', type: 'text' },
        ],
      }),
    );
    expect(bad).toEqual({
      'change_type_ids.0': ['The selected change types are invalid.'],
      'change_type_ids.1': ['The selected change types are invalid.'],
      'fields.0.label': ['The label field is required.'],
      'fields.0.options': ['The options field is required.'],
      'fields.1.type': ['The selected type is invalid.'],
      'fields.2.options.1': ['The option has a duplicate value.'],
      'fields.2.options.2': ['The option field is required.'],
      'fields.3.label': ['The label field is required.'],
      'fields.3.type': ['The selected type is invalid.'],
      'fields.4.id': ['The selected field is invalid.'],
    });
    expect((await postJson(ctx.admin, `${api}/post-form-group/ticket`, riskGroup([]))).statusCode).toBe(404);
    expect((await post('asset', { name: 'x'.repeat(256), asset_type_ids: 'all', fields: {} })).statusCode).toBe(422);
  });

  it('keeps names unique per category, and only administrators manage groups', async () => {
    const standard = await typeNamed('change_types', 'Standard');
    savedId(await post('change', riskGroup([standard.id])), 'Form group created successfully.');
    expect(errorsOf(await post('change', { ...riskGroup([standard.id]), name: 'rollout DETAILS' })).name).toEqual([
      'The name has already been taken.',
    ]);
    const laptop = await typeNamed('asset_types', 'Laptop');
    savedId(
      await post('asset', { ...riskGroup([]), change_type_ids: undefined, asset_type_ids: [laptop.id] }),
      'Form group created successfully.',
    );

    const agent = new TestClient(ctx.app);
    await agent.signInAs('Sam Agent');
    expect((await postJson(agent, `${api}/post-form-group/change`, riskGroup([standard.id]))).statusCode).toBe(403);
    expect((await agent.get(`${api}/get-form-group/change`)).statusCode).toBe(403);
  });

  it('links a change group to its types: form/render, the detail, the properties and the custom_{id} filter', async () => {
    const [standard, emergency] = await Promise.all([
      typeNamed('change_types', 'Standard'),
      typeNamed('change_types', 'Emergency'),
    ]);
    const id = savedId(
      await post('change', riskGroup([standard.id, emergency.id])),
      'Form group created successfully.',
    );
    const group = await read('change', id);
    expect(group).toMatchObject({
      name: 'Rollout details',
      change_type_ids: [standard.id, emergency.id].sort((a, b) => a - b),
      fields_count: 2,
      fields: [
        { label: 'Rollout wave', type: 'select', required: true, options: ['Pilot', 'Wave 1', 'Wave 2'] },
        { label: 'Rollback owner', type: 'text', required: false, options: [] },
      ],
    });
    const [wave, owner] = group.fields!;

    const fields = await rendered('change');
    const keys = fields.map((field) => field.key);
    expect(keys.indexOf(`custom_${wave.id}`)).toBe(keys.indexOf(`custom_${owner.id}`) - 1);
    expect(fields.find((field) => field.key === `custom_${wave.id}`)).toMatchObject({
      label: 'Rollout wave',
      type: 'select',
      required: true,
      options: ['Pilot', 'Wave 1', 'Wave 2'],
      change_type_ids: group.change_type_ids,
    });

    // A change of a linked type carries the fields as its type's properties; one of another type does not.
    const list = ok<{ data: { changes: { id: number }[] } }>(
      await ctx.admin.get(`${api}/change-list?change_type_ids[0]=${standard.id}&limit=1`),
      'change-list',
    ).data.changes;
    const changeId = list[0].id;
    const detail = ok<{ data: { change: { custom_fields: { id: number; change_type_id: number | null }[] } } }>(
      await ctx.admin.get(`${api}/change/${changeId}`),
      'change',
    ).data.change;
    expect(detail.custom_fields.filter((field) => [wave.id, owner.id].includes(field.id))).toEqual([
      expect.objectContaining({ id: wave.id, change_type_id: standard.id }),
      expect.objectContaining({ id: owner.id, change_type_id: standard.id }),
    ]);
    const filterFields = ok<{ data: { custom_fields: { id: number }[] } }>(
      await ctx.admin.get(`${api}/change-custom-field-list`),
      'custom fields',
    ).data.custom_fields;
    expect(filterFields.map((field) => field.id)).toEqual(expect.arrayContaining([wave.id, owner.id]));
    const filtered = await ctx.admin.get(`${api}/change-list?custom_${wave.id}[0]=Pilot`);
    expect(filtered.statusCode).toBe(200);
    expect(Object.keys(errorsOf(await ctx.admin.get(`${api}/change-list?custom_${wave.id}[0]=Nope`)))).toEqual([
      `custom_${wave.id}.0`,
    ]);
  });

  it('has a change of a linked type store, check and show its values, filterable as custom_{id}', async () => {
    const [standard, requester, status] = await Promise.all([
      typeNamed('change_types', 'Standard'),
      ok<{ data: { data: Ref[] } }>(await ctx.admin.get('/api/dependency/users'), 'users').data.data[0],
      ok<{ data: { data: Ref[] } }>(await ctx.admin.get(`${api}/dependency/change_statuses`), 'statuses').data.data[0],
    ]);
    const id = savedId(await post('change', riskGroup([standard.id])), 'Form group created successfully.');
    const [wave, owner] = (await read('change', id)).fields!;
    const form = {
      subject: 'Roll out the new VPN client',
      description: '<p>In waves.</p>',
      requester_id: requester.id,
      status_id: status.id,
      change_type_id: standard.id,
    };
    const saveChange = (fields: FormFields) => postForm(ctx.admin, `${api}/change`, fields);
    expect(errorsOf(await saveChange(form))[`custom_${wave.id}`]).toEqual(['The Rollout wave field is required.']);
    expect(errorsOf(await saveChange({ ...form, [`custom_${wave.id}`]: 'Wave 9' }))[`custom_${wave.id}`]).toEqual([
      'The selected Rollout wave is invalid.',
    ]);
    const changeId = savedId(
      await saveChange({ ...form, [`custom_${wave.id}`]: 'Pilot', [`custom_${owner.id}`]: 'Nina' }),
      'Change created successfully.',
    );
    const values = async () =>
      ok<{ data: { change: { custom_fields: { id: number; value: unknown; change_type_id: number | null }[] } } }>(
        await ctx.admin.get(`${api}/change/${changeId}`),
        'change',
      ).data.change.custom_fields.filter((field) => [wave.id, owner.id].includes(field.id));
    expect(await values()).toEqual([
      expect.objectContaining({ id: wave.id, value: 'Pilot', change_type_id: standard.id }),
      expect.objectContaining({ id: owner.id, value: 'Nina', change_type_id: standard.id }),
    ]);
    const filtered = ok<{ data: { changes: { id: number }[] } }>(
      await ctx.admin.get(`${api}/change-list?custom_${wave.id}[0]=Pilot`),
      'change-list',
    ).data.changes;
    expect(filtered.map((change) => change.id)).toEqual([changeId]);

    // An edit changes the values it sends, clears those sent empty and leaves the others.
    savedId(
      await saveChange({ ...form, id: changeId, [`custom_${wave.id}`]: 'Wave 1' }),
      'Change updated successfully.',
    );
    expect((await values()).map((field) => field.value)).toEqual(['Wave 1', 'Nina']);
    savedId(await saveChange({ ...form, id: changeId, [`custom_${owner.id}`]: '' }), 'Change updated successfully.');
    expect((await values()).map((field) => field.value)).toEqual(['Wave 1', null]);
    expect(errorsOf(await saveChange({ ...form, id: changeId, [`custom_${wave.id}`]: '' }))).toHaveProperty([
      `custom_${wave.id}`,
    ]);
  });

  describe('an asset group', () => {
    const assets = () => assetListOf(ctx);
    const saveAsset = (fields: FormFields) => postForm(ctx.admin, `${api}/asset`, fields);

    async function laptopGroup() {
      const [laptop, desktop, inUse] = await Promise.all([
        typeNamed('asset_types', 'Laptop'),
        typeNamed('asset_types', 'Desktop'),
        ok<{ data: { data: Ref[] } }>(await ctx.admin.get(`${api}/dependency/asset_statuses`), 'statuses').data.data[0],
      ]);
      const id = savedId(
        await post('asset', {
          name: 'Warranty',
          asset_type_ids: [laptop.id],
          fields: [
            { label: 'Warranty tier', type: 'radio', required: true, options: ['Basic', 'Premium'] },
            { label: 'Warranty end', type: 'date', required: false, options: [] },
          ],
        }),
        'Form group created successfully.',
      );
      const [tier, end] = (await read('asset', id)).fields!;
      return { id, laptop, desktop, inUse, tier, end };
    }

    it('is rendered for its types, enforced on save, shown on the asset and filterable', async () => {
      const { laptop, desktop, inUse, tier, end } = await laptopGroup();
      const form = await rendered('asset');
      expect(form.find((field) => field.key === `custom_${tier.id}`)).toMatchObject({
        required: true,
        asset_type_ids: [laptop.id],
      });

      const base = { name: 'Group laptop', asset_type_id: laptop.id, status_id: inUse.id };
      expect(errorsOf(await saveAsset(base))[`custom_${tier.id}`]).toEqual(['The Warranty tier field is required.']);
      expect(errorsOf(await saveAsset({ ...base, [`custom_${tier.id}`]: 'Gold' }))[`custom_${tier.id}`]).toEqual([
        'The selected Warranty tier is invalid.',
      ]);
      expect(
        errorsOf(await saveAsset({ ...base, [`custom_${tier.id}`]: 'Basic', [`custom_${end.id}`]: '2026-02-30' }))[
          `custom_${end.id}`
        ],
      ).toEqual(['The Warranty end is not a valid date.']);
      const assetId = savedId(
        await saveAsset({ ...base, [`custom_${tier.id}`]: 'Premium', [`custom_${end.id}`]: '2027-01-31' }),
        'Asset created successfully.',
      );
      // Another type does not carry the group: its required field is not asked for.
      savedId(
        await saveAsset({ name: 'Group desktop', asset_type_id: desktop.id, status_id: inUse.id }),
        'Asset created successfully.',
      );

      const detail = ok<{ data: { asset: { custom_field_values_for_asset_type: { id: number; value: unknown }[] } } }>(
        await ctx.admin.get(`${api}/asset/${assetId}`),
        'asset',
      ).data.asset;
      expect(detail.custom_field_values_for_asset_type).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: tier.id, value: 'Premium' }),
          expect.objectContaining({ id: end.id, value: expect.stringContaining('2027') }),
        ]),
      );
      const filtered = await assets()(`custom_${tier.id}[0]=Premium`);
      expect(filtered.data.map((asset) => asset.id)).toEqual([assetId]);
    });

    it('keeps the values of kept fields on edit, drops removed fields, and deletes with its fields and values', async () => {
      const { id, laptop, inUse, tier, end } = await laptopGroup();
      const assetId = savedId(
        await saveAsset({
          name: 'Kept laptop',
          asset_type_id: laptop.id,
          status_id: inUse.id,
          [`custom_${tier.id}`]: 'Basic',
          [`custom_${end.id}`]: '2027-05-01',
        }),
        'Asset created successfully.',
      );
      savedId(
        await post('asset', {
          id,
          name: 'Warranty plan',
          asset_type_ids: [laptop.id],
          fields: [
            { label: 'Extra', type: 'checkbox', required: false, options: ['Battery', 'Screen'] },
            { id: tier.id, label: 'Plan tier', type: 'radio', required: true, options: ['Basic', 'Premium', 'Gold'] },
          ],
        }),
        'Form group updated successfully.',
      );
      const edited = await read('asset', id);
      expect(edited.name).toBe('Warranty plan');
      expect(edited.fields!.map((field) => field.label)).toEqual(['Extra', 'Plan tier']);
      expect(edited.fields![1].id).toBe(tier.id);
      const values = async () =>
        ok<{ data: { asset: { custom_field_values_for_asset_type: { id: number; value: unknown }[] } } }>(
          await ctx.admin.get(`${api}/asset/${assetId}`),
          'asset',
        ).data.asset.custom_field_values_for_asset_type;
      const after = await values();
      expect(after.find((field) => field.id === tier.id)).toMatchObject({ value: 'Basic' });
      expect(after.some((field) => field.id === end.id)).toBe(false);
      expect((await ctx.admin.get(`${api}/asset-list?custom_${end.id}=2027-05-01`)).statusCode).toBe(422);

      const deleted = await remove(ctx.admin, `${api}/delete-form-group/asset/${id}`);
      expect(deleted.json()).toEqual({ message: 'Form group deleted successfully.' });
      expect((await ctx.admin.get(`${api}/get-form-group/asset/${id}`)).statusCode).toBe(404);
      expect((await values()).some((field) => field.id === tier.id)).toBe(false);
      expect((await remove(ctx.admin, `${api}/delete-form-group/change/${id}`)).statusCode).toBe(404);
    });
  });

  it('lists a category paged and searched', async () => {
    const standard = await typeNamed('change_types', 'Standard');
    for (const name of ['Alpha checks', 'Beta checks', 'Gamma']) {
      savedId(await post('change', { ...riskGroup([standard.id]), name }), 'Form group created successfully.');
    }
    const list = async (query: string) =>
      ok<{ data: { form_groups: FormGroup[]; total: number } }>(
        await ctx.admin.get(`${api}/get-form-group/change?${query}`),
        'list',
      ).data;
    const searched = await list('search-query=checks&sort-field=name&sort-order=desc');
    expect(searched.total).toBe(2);
    expect(searched.form_groups.map((group) => group.name)).toEqual(['Alpha checks', 'Beta checks']);
    expect(searched.form_groups[0]).toMatchObject({ change_type_ids: [standard.id], fields_count: 2 });
    expect((await list('limit=1&page=2')).form_groups).toHaveLength(1);
    expect((await list('')).total).toBe(3);
    expect((await ctx.admin.get(`${api}/get-form-group/asset`)).json()).toMatchObject({ data: { total: 0 } });
  });
});
