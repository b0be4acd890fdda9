import { readRows } from '../../testing/read-db';
import { importIssues, readTracking, uploadAndMap, uploadImportFile, waitForImport } from '../../testing/imports';
import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';

const base = '/service-desk';

describe('asset import', () => {
  const ctx = useUploadApp();
  const one = <T>(sql: string, ...params: unknown[]) => readRows<T>(ctx.dbFile, sql, ...params)[0];
  const laptopType = () => one<{ id: number }>("SELECT id FROM asset_types WHERE name = 'Laptop'").id;
  const someEmail = () => one<{ email: string }>('SELECT email FROM users ORDER BY id LIMIT 1').email;
  const existingIdentifier = () =>
    one<{ identifier: string }>('SELECT identifier FROM assets ORDER BY id LIMIT 1').identifier;
  const assetCount = () => one<{ n: number }>('SELECT COUNT(*) AS n FROM assets').n;

  const mixedCsv = () =>
    [
      'Name,Identifier,Asset type,Used by,Assigned on,Location',
      `Good laptop,IMP-1,Laptop,${someEmail()},2024-03-01 09:30,`,
      'Second good,IMP-2,,,,Nowhere Town',
      'No type,IMP-3,Spaceship,,,',
      'No user,IMP-4,,nobody@nowhere.example,,',
      'Bad date,IMP-5,,,01/03/2024,',
      'Copy,IMP-1,,,,',
      ',IMP-6,,,,',
      `Existing,${existingIdentifier()},,,,`,
    ].join('\n');

  it('imports good rows and reports each bad one with its row, field and reason', async () => {
    const before = assetCount();
    const { importId, body } = await uploadAndMap(ctx.admin, mixedCsv(), laptopType());

    const started = await ctx.admin.request({ method: 'POST', url: `${base}/post-asset-mapping`, payload: body });
    expect(started.json()).toEqual({ message: 'The import has started.', data: { tracking_id: importId } });

    const tracking = await waitForImport(ctx.admin, importId);
    expect(tracking).toMatchObject({
      status: 'completed',
      status_text: 'Completed',
      total_rows: 8,
      processed_rows: 8,
      totalCreated: 2,
      totalUpdated: 0,
      totalFailed: 6,
      totalWarning: 1,
    });
    expect(assetCount()).toBe(before + 2);
    expect(await importIssues(ctx.admin, importId)).toEqual([
      {
        row: 3,
        field: 'location',
        field_label: 'Location',
        comment: 'Unknown location "Nowhere Town"; left as the default.',
        kind: 'warning',
      },
      {
        row: 4,
        field: 'asset_type',
        field_label: 'Asset type',
        comment: 'Unknown asset type "Spaceship".',
        kind: 'failed',
      },
      {
        row: 5,
        field: 'used_by',
        field_label: 'Used by',
        comment: 'Unknown user "nobody@nowhere.example".',
        kind: 'failed',
      },
      {
        row: 6,
        field: 'assigned_on',
        field_label: 'Assigned on',
        comment: '"01/03/2024" is not a date in the format Y-m-d H:i.',
        kind: 'failed',
      },
      {
        row: 7,
        field: 'identifier',
        field_label: 'Identifier',
        comment: 'Duplicate identifier "IMP-1": row 2 has it already.',
        kind: 'failed',
      },
      { row: 8, field: 'name', field_label: 'Name', comment: 'The Name field is required.', kind: 'failed' },
      {
        row: 9,
        field: 'identifier',
        field_label: 'Identifier',
        comment: `Duplicate identifier "${existingIdentifier()}": an asset with it already exists.`,
        kind: 'failed',
      },
    ]);
    const created = one<{ assigned_on: string; used_by: string }>(
      "SELECT assigned_on, (SELECT email FROM users WHERE id = used_by_id) AS used_by FROM assets WHERE identifier = 'IMP-1'",
    );
    expect(created).toEqual({ assigned_on: '2024-03-01 09:30:00', used_by: someEmail() });
  });

  it('updates the asset with the same identifier, custom fields included, when asked to update existing records', async () => {
    const identifier = existingIdentifier();
    const { importId, body } = await uploadAndMap(
      ctx.admin,
      `Name,Identifier,Serial number,Memory (GB)\nRenamed by import,${identifier},SN-IMPORTED-1,64\n`,
      laptopType(),
    );
    await ctx.admin.request({
      method: 'POST',
      url: `${base}/post-asset-mapping`,
      payload: { ...body, update_existing: true },
    });

    expect(await waitForImport(ctx.admin, importId)).toMatchObject({
      totalCreated: 0,
      totalUpdated: 1,
      totalFailed: 0,
    });
    expect(one<{ name: string }>('SELECT name FROM assets WHERE identifier = ?', identifier).name).toBe(
      'Renamed by import',
    );
    // What the asset's edit form shows in those fields.
    const assetId = one<{ id: number }>('SELECT id FROM assets WHERE identifier = ?', identifier).id;
    const form = await ctx.admin.get(`${base}/api/edit-asset/${assetId}`);
    const shown = (form.json() as { data: { form_fields: { label: string; value: unknown }[] } }).data.form_fields
      .filter((field) => ['Serial number', 'Memory (GB)'].includes(field.label))
      .map(({ label, value }) => ({ label, value }));
    expect(shown).toEqual([
      { label: 'Serial number', value: 'SN-IMPORTED-1' },
      { label: 'Memory (GB)', value: '64' },
    ]);
  });

  it('reads dates in the chosen format and requires the format when a date is mapped', async () => {
    const { importId, body } = await uploadAndMap(
      ctx.admin,
      'Name,Identifier,Assigned on\nA,DATE-1,31/12/2023 18:05\n',
      laptopType(),
    );
    const missing = await ctx.admin.request({
      method: 'POST',
      url: `${base}/post-asset-mapping`,
      payload: { ...body, date_time_format: null },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ date_time_format: ['The date time format field is required.'] });

    await ctx.admin.request({
      method: 'POST',
      url: `${base}/post-asset-mapping`,
      payload: { ...body, date_time_format: 'd/m/Y H:i' },
    });
    expect(await waitForImport(ctx.admin, importId)).toMatchObject({ totalCreated: 1 });
    expect(one<{ assigned_on: string }>("SELECT assigned_on FROM assets WHERE identifier = 'DATE-1'").assigned_on).toBe(
      '2023-12-31 18:05:00',
    );
  });

  it('dry-runs the whole file with the same reasons and counts, writing nothing', async () => {
    const before = assetCount();
    const { importId, body } = await uploadAndMap(ctx.admin, mixedCsv(), laptopType());

    const response = await ctx.admin.request({ method: 'POST', url: `${base}/asset-import-dry-run`, payload: body });

    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ total_rows: 8, created: 2, updated: 0, failed: 6, warning: 1, issues_total: 7 });
    expect(result.issues.map((issue: { row: number; field: string }) => [issue.row, issue.field])).toEqual([
      [3, 'location'],
      [4, 'asset_type'],
      [5, 'used_by'],
      [6, 'assigned_on'],
      [7, 'identifier'],
      [8, 'name'],
      [9, 'identifier'],
    ]);
    expect(assetCount()).toBe(before);
    expect(await readTracking(ctx.admin, importId)).toMatchObject({ status: 'uploaded', processed_rows: 0 });
  });

  it('requires every required attribute to be mapped', async () => {
    const { body } = await uploadAndMap(ctx.admin, 'Title,Code\nA,B\n', laptopType());
    const response = await ctx.admin.request({ method: 'POST', url: `${base}/post-asset-mapping`, payload: body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.mapped_system_attributes).toEqual([
      'The Name field must be mapped.',
      'The Identifier field must be mapped.',
    ]);
  });

  it('needs the asset type as special_keys, and leaves the upload untouched when reading the mapping', async () => {
    const { importId, body } = await uploadAndMap(ctx.admin, 'Name,Identifier\nA,TYPE-1\n', laptopType());
    const response = await ctx.admin.request({
      method: 'POST',
      url: `${base}/post-asset-mapping`,
      payload: { ...body, special_keys: undefined },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ asset_type_id: ['The selected asset type is invalid.'] });
    expect(one<{ asset_type_id: number | null }>('SELECT asset_type_id FROM imports WHERE id = ?', importId)).toEqual({
      asset_type_id: null,
    });
  });

  it('describes the mapping: hidden, nested and required attributes, headers and date handling', async () => {
    const upload = await uploadImportFile(ctx.admin, 'Name,identifier,Serial\nA,B,C\n');
    const id = upload.json().data.import_id;
    const details = (
      await ctx.admin.get(`${base}/get-asset-mapping-details/${id}?asset_type_id=${laptopType()}`)
    ).json().data;
    expect(details.csv_headers_for_mapping).toEqual([
      { id: 0, name: 'Name' },
      { id: 1, name: 'identifier' },
      { id: 2, name: 'Serial' },
    ]);
    expect(details.handle_date_field).toBe(true);
    expect(details.columns_to_import[0]).toMatchObject({ uuid: 'id', hidden: true, mapped_to: 'No mapping' });
    expect(details.columns_to_import[1]).toMatchObject({ uuid: 'name', required: true, mapped_to: 0 });
    expect(details.columns_to_import[2]).toMatchObject({ uuid: 'identifier', required: true, mapped_to: 1 });
    expect(details.columns_to_import.every((column: { description: string }) => column.description !== '')).toBe(true);
  });

  it('discards an upload: it can no longer be mapped, and a started import cannot be discarded', async () => {
    const { importId, body } = await uploadAndMap(ctx.admin, 'Name,Identifier\nA,DISC-1\n', laptopType());
    const discarded = await ctx.admin.request({ method: 'DELETE', url: `${base}/import-discard/${importId}` });
    expect(discarded.json()).toEqual({ message: 'The import was discarded.' });
    const late = await ctx.admin.request({ method: 'POST', url: `${base}/post-asset-mapping`, payload: body });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This import has already been started or discarded.');
  });

  it('starts an import once when the mapping is sent twice at the same time', async () => {
    const { importId, body } = await uploadAndMap(ctx.admin, 'Name,Identifier\nA,TWICE-1\n', laptopType());
    const post = () => ctx.admin.request({ method: 'POST', url: `${base}/post-asset-mapping`, payload: body });
    const statuses = (await Promise.all([post(), post()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    expect(await waitForImport(ctx.admin, importId)).toMatchObject({ totalCreated: 1 });
  });

  it("serves a sample CSV with the type's columns", async () => {
    const sample = await ctx.admin.get(`${base}/asset-import-sample?asset_type_id=${laptopType()}`);
    expect(sample.headers['content-disposition']).toContain('asset-import-sample.csv');
    expect(sample.body.split('\n')[0]).toMatch(/^Name,Identifier,Asset type,Asset status,Used by,Managed by/);
  });

  it('refuses to start an import for a user who may not create assets', async () => {
    const { body } = await uploadAndMap(ctx.admin, 'Name,Identifier\nA,PERM-1\n', laptopType());
    const rita = await signedIn(ctx.app, 'Rita Requester');
    const response = await rita.request({ method: 'POST', url: `${base}/post-asset-mapping`, payload: body });
    expect(response.statusCode).toBe(403);
    const upload = await uploadImportFile(rita, 'Name,Identifier\nA,B\n');
    expect(upload.statusCode).toBe(403);
  });
});
