import type { AssetFormField as FormField } from '../../db/assets/form-definition';
import type { TestClient } from '../../testing/client';
import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { ok, postForm, savedId } from '../../testing/requests';
import type { FilePart, FormFields } from '../../testing/multipart';

const api = '/service-desk/api';

interface Ref {
  id: number;
  name: string;
}
interface CustomField {
  id: number;
  label: string;
  type: string;
  asset_type_id: number | null;
}
async function lookup(client: TestClient, path: string, search: string): Promise<Ref> {
  const body = ok<{ data: { data: Ref[] } }>(
    await client.get(`${path}?search-query=${encodeURIComponent(search)}`),
    path,
  );
  const found = body.data.data.find((option) => option.name === search);
  if (!found) throw new Error(`${search} not in ${path}`);
  return found;
}

async function customFields(client: TestClient): Promise<Record<string, CustomField>> {
  const body = ok<{ data: { custom_fields: CustomField[] } }>(
    await client.get(`${api}/asset-custom-field-list`),
    'asset-custom-field-list',
  );
  return Object.fromEntries(body.data.custom_fields.map((field) => [field.label, field]));
}

async function logTexts(client: TestClient, id: number): Promise<string[]> {
  return ok<{ data: { asset_activity_logs: { data: { name: string }[] } } }>(
    await client.get(`${api}/asset-log/${id}?sort-order=desc&limit=25`),
    'asset-log',
  ).data.asset_activity_logs.data.map((entry) => entry.name);
}

async function editForm(client: TestClient, id: number): Promise<Record<string, FormField>> {
  const body = ok<{ data: { form_fields: FormField[] } }>(await client.get(`${api}/edit-asset/${id}`), 'edit-asset');
  return Object.fromEntries(body.data.form_fields.map((field) => [field.key, field]));
}

describe('the asset form: GET form/render (asset), GET edit-asset/{id}, POST asset', () => {
  const ctx = useUploadApp();
  let laptop: Ref;
  let server: Ref;
  let inUse: Ref;
  let fields: Record<string, CustomField>;

  beforeEach(async () => {
    [laptop, server, inUse, fields] = await Promise.all([
      lookup(ctx.admin, `${api}/dependency/asset_types`, 'Laptop'),
      lookup(ctx.admin, `${api}/dependency/asset_types`, 'Server'),
      lookup(ctx.admin, `${api}/dependency/asset_statuses`, 'In Use'),
      customFields(ctx.admin),
    ]);
  });

  const save = (form: FormFields, files: readonly FilePart[] = []) => postForm(ctx.admin, `${api}/asset`, form, files);
  const validForm = (): FormFields => ({ name: 'Dev laptop 7', asset_type_id: laptop.id, status_id: inUse.id });

  it('renders the asset form: the core fields, then the custom fields with options, required and scope', async () => {
    const body = ok<{ data: { category: string; form_fields: FormField[] } }>(
      await ctx.admin.get('/api/form/render?category=asset&scenario=create&panel=agent'),
      'form/render',
    );
    const byKey = Object.fromEntries(body.data.form_fields.map((field) => [field.key, field]));
    expect(body.data.form_fields.slice(0, 13).map((field) => field.key)).toEqual([
      'name',
      'identifier',
      'asset_type_id',
      'status_id',
      'managed_by_id',
      'used_by_id',
      'organization_id',
      'department_id',
      'location_id',
      'impact_type_id',
      'assigned_on',
      'description',
      'attachment',
    ]);
    expect(byKey.name).toMatchObject({ label: 'Name', type: 'text', required: true });
    expect(byKey.asset_type_id).toMatchObject({ type: 'select', required: true, dependency: 'asset_types' });
    expect(byKey.managed_by_id).toMatchObject({ label: 'Managed by', required: false, dependency: 'agents' });
    const environment = fields.Environment;
    expect(byKey[`custom_${environment.id}`]).toEqual({
      key: `custom_${environment.id}`,
      label: 'Environment',
      type: 'radio',
      required: true,
      options: ['Production', 'Staging', 'Test'],
      asset_type_id: server.id,
      department_id: null,
    });
    expect(byKey[`custom_${fields['Serial number'].id}`]).toMatchObject({ asset_type_id: null, department_id: null });
  });

  it('creates an asset with references, custom values and a file, and edit-asset answers them', async () => {
    const [agent, department] = await Promise.all([
      lookup(ctx.admin, '/api/dependency/agents', 'Sam Agent'),
      lookup(ctx.admin, '/api/dependency/departments', 'IT Operations'),
    ]);
    const memory = fields['Memory (GB)'];
    const id = savedId(
      await save(
        {
          ...validForm(),
          identifier: 'LT-DEV-7',
          managed_by_id: agent.id,
          department_id: department.id,
          assigned_on: '2026-03-02',
          description: '<p>For the <b>dev</b> team</p>',
          [`custom_${memory.id}`]: '32',
          [`custom_${fields['Cost centre'].id}`]: 'CC-17',
          [`custom_${fields['Environment'].id}`]: 'Production',
        },
        [{ field: 'attachment', fileName: 'invoice.pdf', contentType: 'application/pdf', content: '%PDF-1.4' }],
      ),
      'Asset created successfully.',
    );
    const form = await editForm(ctx.admin, id);
    expect(form.name.value).toBe('Dev laptop 7');
    expect(form.identifier.value).toBe('LT-DEV-7');
    expect(form.asset_type_id.value).toEqual({ id: laptop.id, name: 'Laptop' });
    expect(form.managed_by_id.value).toEqual({ id: agent.id, name: 'Sam Agent' });
    expect(form.used_by_id.value).toBeNull();
    expect(form.assigned_on.value).toBe('2026-03-02 00:00:00');
    expect(form.description.value).toBe('<p>For the <b>dev</b> team</p>');
    expect(form[`custom_${memory.id}`].value).toBe('32');
    expect(form[`custom_${fields['Cost centre'].id}`].value).toBe('CC-17');
    // A server's field is not one of a laptop's: it is not kept.
    expect(form[`custom_${fields.Environment.id}`].value).toBeNull();
    expect(form.attachment.value).toEqual([expect.objectContaining({ value: 'invoice.pdf', size: 8 })]);
    expect(await logTexts(ctx.admin, id)).toEqual([
      'Ada Admin added the attachment <b>invoice.pdf</b>',
      'Ada Admin created the asset <b>Dev laptop 7</b>',
    ]);
  });

  it('names an empty identifier AST-{id}, updates with an id and logs each changed field (newest first)', async () => {
    const id = savedId(await save(validForm()), 'Asset created successfully.');
    expect((await editForm(ctx.admin, id)).identifier.value).toBe(`AST-${String(id).padStart(4, '0')}`);
    const backups = fields['Backed up by'];
    const response = await save({
      ...validForm(),
      id,
      name: 'Build server 2',
      asset_type_id: server.id,
      [`custom_${fields.Environment.id}`]: 'Staging',
      [`custom_${backups.id}[]`]: ['Veeam', 'Snapshots'],
    });
    expect(response.json()).toEqual({ message: 'Asset updated successfully.', data: { id } });
    const form = await editForm(ctx.admin, id);
    expect(form[`custom_${backups.id}`].value).toEqual(['Veeam', 'Snapshots']);
    expect((await logTexts(ctx.admin, id)).slice(0, 4)).toEqual([
      'Ada Admin changed the <b>Backed up by</b> to <b>Veeam, Snapshots</b>',
      'Ada Admin changed the <b>Environment</b> to <b>Staging</b>',
      'Ada Admin changed the asset type to <b>Server</b>',
      'Ada Admin changed the name to <b>Build server 2</b>',
    ]);
  });

  it('answers 422 with field errors: name, type and status, identifier taken, custom values by type', async () => {
    const empty = await save({ name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ['The name field is required.'],
      asset_type_id: ['The asset type field is required.'],
      status_id: ['The status field is required.'],
    });

    const taken = await save({ ...validForm(), identifier: 'AST-0001', status_id: 99999, assigned_on: '2026-02-30' });
    expect(taken.json().errors).toEqual({
      identifier: ['The identifier has already been taken.'],
      status_id: ['The selected status is invalid.'],
      assigned_on: ['The assigned on is not a valid date.'],
    });

    const network = await lookup(ctx.admin, `${api}/dependency/asset_types`, 'Network Device');
    const badNetwork = await save({
      ...validForm(),
      asset_type_id: network.id,
      [`custom_${fields['Support contact'].id}`]: 'not-an-address',
      [`custom_${fields['Purchase date'].id}`]: '03/02/2026',
      [`custom_${fields.Warranty.id}`]: '10 years',
    });
    expect(badNetwork.json().errors).toEqual({
      [`custom_${fields['Support contact'].id}`]: ['The Support contact must be a valid email address.'],
      [`custom_${fields['Purchase date'].id}`]: ['The Purchase date is not a valid date.'],
      [`custom_${fields.Warranty.id}`]: ['The selected Warranty is invalid.'],
    });

    const badServer = await save({
      ...validForm(),
      asset_type_id: server.id,
      [`custom_${fields['Backed up by'].id}[]`]: ['Veeam', 'Floppy'],
    });
    expect(badServer.json().errors).toEqual({
      [`custom_${fields.Environment.id}`]: ['The Environment field is required.'],
      [`custom_${fields['Backed up by'].id}.1`]: ['The selected Backed up by is invalid.'],
    });
    const badLaptop = await save({ ...validForm(), [`custom_${fields['Memory (GB)'].id}`]: 'lots' });
    expect(badLaptop.json().errors).toEqual({
      [`custom_${fields['Memory (GB)'].id}`]: ['The Memory (GB) must be a number.'],
    });
  });

  it('refuses who may not create or edit assets before reading the body, and answers 404 for unknown ids', async () => {
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    const refused = await postForm(viewer, `${api}/asset`, validForm());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to create or edit assets.');
    expect((await viewer.get(`${api}/edit-asset/1`)).statusCode).toBe(403);
    expect((await save({ ...validForm(), id: 99999 })).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/edit-asset/99999`)).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/edit-asset/abc`)).statusCode).toBe(404);
  });
});
