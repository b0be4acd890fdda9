import { TestClient } from '../../testing/client';
import { ok, postForm, remove } from '../../testing/requests';
import { useUploadApp } from '../../testing/use-app';
import { NAME_TOO_LONG, USER_OR_VENDOR } from './save-input';
import { api, approvalHash, contractForm, createContract, mailsAbout, readContract } from './test-support';

/*
 * Answer shapes:
 *   GET contract/{id}?time= → { data: { contract: { id, name, identifier, description, cost,
 *     contract_start_date, contract_end_date, licensce_count, notify_before, contractType {id, name},
 *     vendor {id, name}, status {id, name}, renewal_status {id, name}, licence {id, name},
 *     owner {id, name, email}, approver {id, name, email}, user [{id, name, email}],
 *     organization [{id, name}], notify_to [{id, name, email} | {email}],
 *     attachment [{id, value, size, type, owner, link, icon_url}], attach_assets [{id, name}],
 *     expiry {title, timestamp}, created_at, updated_at } } } (objects null when missing)
 *   POST contract (multipart) → { message: 'Contract created successfully.' | 'Contract updated
 *     successfully.', data: { id } }; 422 { message, errors: { field: [text] } }
 *   DELETE contract/{id} → { message: 'Contract deleted successfully.' }
 */

describe('saving a contract', () => {
  const ctx = useUploadApp();

  it('creates a contract with every field and reads it back', async () => {
    const response = await postForm(
      ctx.admin,
      `${api}/contract`,
      contractForm({
        identifier: 'PRN-1',
        license_type_id: 2,
        licensce_count: 40,
        notify_before: 30,
        user_ids: [4],
        organization_ids: [1],
        'notify_agent_ids[0]': 2,
        'email_ids[0]': 'buyer@example.com',
        'asset_ids[0]': 3,
      }),
      [{ field: 'attachment', fileName: 'terms.pdf', contentType: 'application/pdf', content: '%PDF-1.4' }],
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Contract created successfully.');
    const contract = await readContract(ctx.admin, response.json().data.id);
    expect(contract).toEqual({
      id: 26,
      name: 'Printer fleet maintenance',
      identifier: 'PRN-1',
      description: '<p>Toner and repairs.</p>',
      cost: 1250.5,
      contract_start_date: '2030-01-01 00:00:00',
      contract_end_date: '2031-01-01 00:00:00',
      licensce_count: 40,
      notify_before: 30,
      contractType: { id: 1, name: expect.any(String) },
      vendor: { id: 1, name: 'Northwind Systems' },
      status: { id: 4, name: 'Active' },
      renewal_status: { id: 1, name: 'Not renewed' },
      licence: { id: 2, name: 'Per device' },
      owner: { id: 1, name: 'Ada Admin', email: 'ada.admin@helpdesk.example' },
      approver: null,
      user: [{ id: 4, name: expect.any(String), email: expect.any(String) }],
      organization: [{ id: 1, name: expect.any(String) }],
      notify_to: [{ id: 2, name: expect.any(String), email: expect.any(String) }, { email: 'buyer@example.com' }],
      attachment: [
        {
          id: expect.any(Number),
          value: 'terms.pdf',
          size: 8,
          type: 'application/pdf',
          owner: 'sd_contracts:26',
          link: expect.stringContaining('/service-desk/download/'),
          icon_url: null,
        },
      ],
      attach_assets: [{ id: 3, name: expect.any(String) }],
      expiry: { title: 'Expires', timestamp: '2031-01-01 00:00:00' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const log = ok<{ data: { contract_activity_logs: { data: { name: string }[] } } }>(
      await ctx.admin.get(`${api}/contract-log/26`),
      'log',
    ).data.contract_activity_logs.data;
    expect(log.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Ada Admin created the contract <b>Printer fleet maintenance</b>']),
    );
  });

  it('answers the spec rules with 422 and their messages', async () => {
    const errorsOf = async (overrides: Record<string, string | number>) => {
      const response = await postForm(ctx.admin, `${api}/contract`, contractForm(overrides));
      expect(response.statusCode).toBe(422);
      return response.json() as { message: string; errors: Record<string, string[]> };
    };
    expect((await errorsOf({ name: 'x'.repeat(51) })).errors.name).toEqual([NAME_TOO_LONG]);
    const noParty = await errorsOf({ vendor_id: '' });
    expect(noParty.message).toBe(USER_OR_VENDOR);
    expect(noParty.errors).toEqual({ vendor_id: [USER_OR_VENDOR], user_ids: [USER_OR_VENDOR] });
    expect((await errorsOf({ licensce_count: 0, notify_before: 0 })).errors).toEqual({
      licensce_count: ['The licensce count must be at least 1.'],
      notify_before: ['The notify before must be at least 1.'],
    });
    expect((await errorsOf({ contract_start_date: '2030-01-01' })).errors.contract_start_date).toEqual([
      'The contract start date must be a date like YYYY-MM-DD HH:mm:ss.',
    ]);
    expect((await errorsOf({ contract_end_date: '2029-01-01 00:00:00' })).errors.contract_end_date).toEqual([
      'The contract end date must be a date after the contract start date.',
    ]);
    expect((await errorsOf({ cost: '12.345' })).errors.cost).toEqual([
      'The cost must be a number with at most 2 decimals.',
    ]);
    expect((await errorsOf({ approver_id: 2, status_id: 4 })).errors.status_id).toEqual([
      'A contract sent to an approver is a Draft until it is decided.',
    ]);
    expect((await errorsOf({ 'email_ids[0]': 'not an address' })).errors['email_ids.0']).toBeDefined();
    const missing = await errorsOf({ name: '', description: '<p></p>', contract_type_id: '', cost: '' });
    expect(missing.errors).toMatchObject({
      name: ['The name field is required.'],
      description: ['The description field is required.'],
      contract_type_id: ['The contract type field is required.'],
      cost: ['The cost field is required.'],
    });
    expect((await errorsOf({ name: 'AWS Enterprise Support' })).errors.name).toEqual([
      'The name has already been taken.',
    ]);
  });

  it('makes a contract with an approver a Draft and mails the approver a link', async () => {
    const id = await createContract(ctx.admin, { approver_id: 2, status_id: '' });
    expect((await readContract(ctx.admin, id)).status).toEqual({ id: 1, name: 'Draft' });
    const [mail] = await mailsAbout(ctx.admin, 'contract_approval', id);
    expect(mail.to_email).toBe((await readContract(ctx.admin, id)).approver?.email);
    expect(await approvalHash(ctx.admin, id)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('updates a contract over its form, keeps the status of a contract with its approver, deletes it', async () => {
    const id = await createContract(ctx.admin, { approver_id: 2, status_id: 1 });
    const update = await postForm(
      ctx.admin,
      `${api}/contract`,
      contractForm({ id, name: 'Renamed', approver_id: 2, status_id: 1, user_ids: [4], vendor_id: '' }),
    );
    expect(update.json()).toEqual({ message: 'Contract updated successfully.', data: { id } });
    expect(await readContract(ctx.admin, id)).toMatchObject({ name: 'Renamed', vendor: null, status: { id: 1 } });
    expect((await mailsAbout(ctx.admin, 'contract_approval', id)).length).toBe(1);
    const locked = await postForm(ctx.admin, `${api}/contract`, contractForm({ id, approver_id: 2, status_id: 4 }));
    expect(locked.json().errors.status_id).toEqual([
      'The status cannot be changed while the contract waits for or holds its approval.',
    ]);
    expect((await remove(ctx.admin, `${api}/contract/${id}`)).json()).toEqual({
      message: 'Contract deleted successfully.',
    });
    expect((await ctx.admin.get(`${api}/contract/${id}`)).json()).toEqual({ message: 'Contract not found.' });
    expect((await postForm(ctx.admin, `${api}/contract`, contractForm({ id }))).statusCode).toBe(404);
  });

  it('refuses a viewer (403) before reading the form', async () => {
    const viewer = new TestClient(ctx.app);
    await viewer.signInAs('Vera Viewer');
    const response = await postForm(viewer, `${api}/contract`, contractForm());
    expect(response.statusCode).toBe(403);
    expect((await remove(viewer, `${api}/contract/1`)).statusCode).toBe(403);
  });
});
