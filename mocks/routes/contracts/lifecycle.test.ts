import { TestClient } from '../../testing/client';
import { ok, postForm, postJson, remove } from '../../testing/requests';
import { useApp } from '../../testing/use-app';
import { EXTEND_START_FIXED, NOT_ALLOWED, REASON_REQUIRED } from './lifecycle';
import { api, createContract, mailsAbout, readContract } from './test-support';

/*
 * Answer shapes:
 *   GET contract-action/{id} → { data: { actions: { contract_expiry_reminder, contract_asset_attach,
 *     contract_edit, contract_approve, contract_renew, contract_extend, contract_terminate,
 *     contract_delete, contract_asset_detach } } } (booleans)
 *   POST contract-approve/{id} { purpose_of_approval? }, contract-reject/{id} { purpose_of_rejection },
 *     contract-terminate/{id} (empty), contract-extend/{id} and contract-renew/{id} (multipart cost,
 *     approver_id, contract_start_date, contract_end_date), contract-expiry-reminder/{id} (multipart
 *     notify_before, notify_agent_ids[n], email_ids[n]), contract-attach-asset?contract_id= { asset_ids }
 *     → { message }; DELETE contract-detach-asset/{contract}/{asset} → { message }
 *   Refused in the contract's status: 422 { message: 'Only a draft contract can be approved.' ... };
 *   lost to a simultaneous decision: 409 with the same message.
 *   GET contract-threads/{id} → { data: { contract_threads: [{ id, type: original | extend | renew,
 *     cost, contract_start_date, contract_end_date, owner {id, name}, approver {id, name},
 *     created_at, current, expired }] } } newest first
 *   GET contract-log/{id}?page&limit&sort-order → { data: { contract_activity_logs: { data:
 *     [{ id, name, created_at, creator {id, full_name, profile_pic} }], total, per_page, current_page } } }
 *   GET user-organization/{userId} → { data: { data: [{ id, name }] } }
 */

const DRAFT = { approver_id: 2, status_id: 1, contract_start_date: '2020-01-01 00:00:00' };

describe('a contract through its lifecycle', () => {
  const ctx = useApp();
  const actions = async (id: number) =>
    ok<{ data: { actions: Record<string, boolean> } }>(await ctx.admin.get(`${api}/contract-action/${id}`), 'actions')
      .data.actions;
  const logOf = async (id: number) =>
    ok<{ data: { contract_activity_logs: { data: { name: string }[] } } }>(
      await ctx.admin.get(`${api}/contract-log/${id}?limit=100`),
      'log',
    ).data.contract_activity_logs.data.map((entry) => entry.name);

  it('offers approve and reject on a draft, and approves it with an optional reason', async () => {
    const id = await createContract(ctx.admin, DRAFT);
    expect(await actions(id)).toEqual({
      contract_expiry_reminder: true,
      contract_asset_attach: true,
      contract_edit: true,
      contract_approve: true,
      contract_renew: false,
      contract_extend: false,
      contract_terminate: false,
      contract_delete: true,
      contract_asset_detach: true,
    });
    const approve = await postJson(ctx.admin, `${api}/contract-approve/${id}`, {});
    expect(approve.json()).toEqual({ message: 'Contract approved successfully.' });
    expect((await readContract(ctx.admin, id)).status).toEqual({ id: 4, name: 'Active' });
    expect(await actions(id)).toMatchObject({
      contract_approve: false,
      contract_terminate: true,
      contract_extend: true,
    });
    const again = await postJson(ctx.admin, `${api}/contract-approve/${id}`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(NOT_ALLOWED.approve);
    expect(await logOf(id)).toContain('Ada Admin approved the contract');
  });

  it('lets one of simultaneous agent decisions win; the others are refused', async () => {
    const id = await createContract(ctx.admin, DRAFT);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0
          ? postJson(ctx.admin, `${api}/contract-approve/${id}`, {})
          : postJson(ctx.admin, `${api}/contract-reject/${id}`, { purpose_of_rejection: 'No' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // Refused by the status check (422) or, when it passed before the winner wrote, by the update (409).
    expect(statuses.filter((status) => status === 409 || status === 422)).toHaveLength(5);
  });

  it('rejects only with a reason', async () => {
    const id = await createContract(ctx.admin, DRAFT);
    const bare = await postJson(ctx.admin, `${api}/contract-reject/${id}`, {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual({ message: REASON_REQUIRED, errors: { purpose_of_rejection: [REASON_REQUIRED] } });
    const reject = await postJson(ctx.admin, `${api}/contract-reject/${id}`, {
      purpose_of_rejection: 'Too <b>dear</b>',
    });
    expect(reject.json()).toEqual({ message: 'Contract rejected successfully.' });
    expect((await readContract(ctx.admin, id)).status).toEqual({ id: 3, name: 'Rejected' });
    expect(await logOf(id)).toContain(
      'Ada Admin rejected the contract with the reason <b>Too &lt;b&gt;dear&lt;/b&gt;</b>',
    );
    const edit = await postForm(ctx.admin, `${api}/contract`, { id, name: 'x' });
    expect(edit.json().message).toBe('A rejected contract cannot be changed.');
  });

  it('terminates an active contract, then refuses approving, extending or terminating it again', async () => {
    const id = await createContract(ctx.admin);
    expect((await postJson(ctx.admin, `${api}/contract-terminate/${id}`)).json()).toEqual({
      message: 'Contract terminated successfully.',
    });
    for (const [path, message] of [
      ['contract-terminate', NOT_ALLOWED.terminate],
      ['contract-approve', NOT_ALLOWED.approve],
    ]) {
      const response = await postJson(ctx.admin, `${api}/${path}/${id}`, {});
      expect([response.statusCode, response.json().message]).toEqual([422, message]);
    }
    const extend = await postForm(ctx.admin, `${api}/contract-extend/${id}`, {
      cost: 10,
      approver_id: 2,
      contract_end_date: '2040-01-01 00:00:00',
    });
    expect(extend.json().message).toBe(NOT_ALLOWED.extend);
    expect(await actions(id)).toMatchObject({
      contract_edit: false,
      contract_asset_attach: false,
      contract_delete: true,
    });
  });

  it('extends from the current end and renews from any start, writing both terms to the history', async () => {
    const id = await createContract(ctx.admin);
    const badStart = await postForm(ctx.admin, `${api}/contract-extend/${id}`, {
      cost: 900,
      approver_id: 2,
      contract_start_date: '2030-06-01 00:00:00',
      contract_end_date: '2032-01-01 00:00:00',
    });
    expect(badStart.json().errors).toEqual({ contract_start_date: [EXTEND_START_FIXED] });
    const missing = await postForm(ctx.admin, `${api}/contract-extend/${id}`, { cost: '' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['approver_id', 'contract_end_date', 'cost']);
    const extend = await postForm(ctx.admin, `${api}/contract-extend/${id}`, {
      cost: 900,
      approver_id: 2,
      contract_end_date: '2032-01-01 00:00:00',
    });
    expect(extend.json()).toEqual({ message: 'Contract extended successfully.' });
    expect(await readContract(ctx.admin, id)).toMatchObject({
      contract_start_date: '2031-01-01 00:00:00',
      contract_end_date: '2032-01-01 00:00:00',
      cost: 900,
      status: { id: 1, name: 'Draft' },
      renewal_status: { name: 'Extended' },
    });
    expect(await mailsAbout(ctx.admin, 'contract_approval', id)).toHaveLength(1);
    await postJson(ctx.admin, `${api}/contract-approve/${id}`, {});
    const early = await postForm(ctx.admin, `${api}/contract-renew/${id}`, {
      cost: 1000,
      approver_id: 3,
      contract_start_date: '2033-01-01 00:00:00',
      contract_end_date: '2032-06-01 00:00:00',
    });
    expect(early.json().errors.contract_end_date).toEqual([
      'The contract end date must be a date after the contract start date.',
    ]);
    const renew = await postForm(ctx.admin, `${api}/contract-renew/${id}`, {
      cost: 1000,
      approver_id: 3,
      contract_start_date: '2033-01-01 00:00:00',
      contract_end_date: '2034-01-01 00:00:00',
    });
    expect(renew.json()).toEqual({ message: 'Contract renewed successfully.' });
    const threads = ok<{ data: { contract_threads: Record<string, unknown>[] } }>(
      await ctx.admin.get(`${api}/contract-threads/${id}`),
      'threads',
    ).data.contract_threads;
    expect(threads).toEqual([
      {
        id: expect.any(Number),
        type: 'renew',
        cost: 1000,
        contract_start_date: '2033-01-01 00:00:00',
        contract_end_date: '2034-01-01 00:00:00',
        owner: { id: 1, name: 'Ada Admin' },
        approver: { id: 3, name: expect.any(String) },
        created_at: expect.any(String),
        current: true,
        expired: false,
      },
      expect.objectContaining({ type: 'extend', contract_start_date: '2031-01-01 00:00:00', current: false }),
      expect.objectContaining({ type: 'original', contract_start_date: '2030-01-01 00:00:00', cost: 1250.5 }),
    ]);
    expect(await logOf(id)).toEqual(
      expect.arrayContaining([
        'Ada Admin extended the contract until <b>2032-01-01 00:00:00</b>',
        'Ada Admin renewed the contract until <b>2034-01-01 00:00:00</b>',
      ]),
    );
  });

  it('sets the expiry reminder: notify before and someone to notify are required', async () => {
    const id = await createContract(ctx.admin);
    const empty = await postForm(ctx.admin, `${api}/contract-expiry-reminder/${id}`, { notify_before: '' });
    expect(empty.json().errors).toEqual({
      notify_before: ['The notify before field is required.'],
      notify_to: ['The notify to field is required.'],
    });
    const saved = await postForm(ctx.admin, `${api}/contract-expiry-reminder/${id}`, {
      notify_before: 14,
      'notify_agent_ids[0]': 2,
      'email_ids[0]': 'facilities@example.com',
    });
    expect(saved.json()).toEqual({ message: 'Expiry reminder saved successfully.' });
    expect(await readContract(ctx.admin, id)).toMatchObject({
      notify_before: 14,
      notify_to: [expect.objectContaining({ id: 2 }), { email: 'facilities@example.com' }],
    });
  });

  it('attaches and detaches assets', async () => {
    const id = await createContract(ctx.admin);
    const none = await postJson(ctx.admin, `${api}/contract-attach-asset?contract_id=${id}`, { asset_ids: [] });
    expect(none.json().message).toBe('Please select assets.');
    expect((await postJson(ctx.admin, `${api}/contract-attach-asset`, { asset_ids: [1] })).statusCode).toBe(422);
    expect(
      (await postJson(ctx.admin, `${api}/contract-attach-asset?contract_id=999`, { asset_ids: [1] })).statusCode,
    ).toBe(404);
    const attach = await postJson(ctx.admin, `${api}/contract-attach-asset?contract_id=${id}`, { asset_ids: [1, 2] });
    expect(attach.json()).toEqual({ message: 'Assets attached successfully.' });
    const assets = ok<{ data: { data: { data: { id: number }[]; total: number } } }>(
      await ctx.admin.get(`${api}/asset-list?contract_ids[0]=${id}`),
      'assets',
    ).data.data;
    expect(assets.data.map((row) => row.id).sort()).toEqual([1, 2]);
    expect((await remove(ctx.admin, `${api}/contract-detach-asset/${id}/1`)).json()).toEqual({
      message: 'Asset detached successfully.',
    });
    expect((await readContract(ctx.admin, id)).attach_assets).toEqual([{ id: 2, name: expect.any(String) }]);
    expect((await remove(ctx.admin, `${api}/contract-detach-asset/${id}/1`)).statusCode).toBe(404);
  });

  it('gives a viewer no actions and refuses their transitions; lists a user organization', async () => {
    const id = await createContract(ctx.admin, DRAFT);
    const viewer = new TestClient(ctx.app);
    await viewer.signInAs('Vera Viewer');
    const flags = ok<{ data: { actions: Record<string, boolean> } }>(
      await viewer.get(`${api}/contract-action/${id}`),
      'viewer actions',
    ).data.actions;
    expect(Object.values(flags).every((flag) => !flag)).toBe(true);
    for (const path of [
      'contract-approve',
      'contract-reject',
      'contract-terminate',
      'contract-extend',
      'contract-renew',
    ]) {
      expect((await postJson(viewer, `${api}/${path}/${id}`, {})).statusCode).toBe(403);
    }
    const organizations = ok<{ data: { data: unknown[] } }>(
      await ctx.admin.get(`${api}/user-organization/4`),
      'organizations',
    ).data.data;
    expect(organizations).toEqual(expect.any(Array));
    expect((await ctx.admin.get(`${api}/user-organization/99999`)).statusCode).toBe(404);
  });
});
