import { TestClient } from '../../testing/client';
import { postJson } from '../../testing/requests';
import { useApp } from '../../testing/use-app';
import { REASON_REQUIRED } from './lifecycle';
import { INVALID_CONTRACT_LINK } from './public-approval';
import { api, approvalHash, createContract, readContract } from './test-support';

/*
 * Answer shapes:
 *   GET contract-details/{hash}/{id} → { data: { contract: { id, name, identifier, description, cost,
 *     contract_start_date, contract_end_date, licensce_count, contractType {name}, vendor {name},
 *     status {name}, licence {name}, owner {name} } } } (objects null when missing)
 *   POST contract-approval/{hash}/{id} { actionType: approve | reject, purpose_of_approval? |
 *     purpose_of_rejection (or comment) } → { message: 'Contract approved successfully.' | 'Contract
 *     rejected successfully.' }; a used, replaced or foreign link → 404 { message: INVALID_CONTRACT_LINK }
 *   The link is mailed to the approver (outbox kind contract_approval) as
 *   /service-desk/contract-approval/{hash}/{id}.
 */

describe('the public contract approval', () => {
  const ctx = useApp();
  const draft = () =>
    createContract(ctx.admin, { approver_id: 2, status_id: 1, contract_start_date: '2020-01-01 00:00:00' });

  it('shows the contract by its link and approves it once; the link is a 404 after', async () => {
    const id = await draft();
    const hash = await approvalHash(ctx.admin, id);
    const stranger = new TestClient(ctx.app);
    const details = await stranger.get(`${api}/contract-details/${hash}/${id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().data.contract).toMatchObject({
      id,
      name: 'Printer fleet maintenance',
      status: { name: 'Draft' },
    });
    const approve = await postJson(stranger, `${api}/contract-approval/${hash}/${id}`, {
      actionType: 'approve',
      purpose_of_approval: 'Fine',
    });
    expect(approve.json()).toEqual({ message: 'Contract approved successfully.' });
    expect((await readContract(ctx.admin, id)).status).toEqual({ id: 4, name: 'Active' });
    const after = await stranger.get(`${api}/contract-details/${hash}/${id}`);
    expect([after.statusCode, after.json().message]).toEqual([404, INVALID_CONTRACT_LINK]);
    const twice = await postJson(stranger, `${api}/contract-approval/${hash}/${id}`, {
      actionType: 'reject',
      comment: 'x',
    });
    expect(twice.statusCode).toBe(404);
  });

  it('rejects only with a comment, and binds the link to its contract', async () => {
    const id = await draft();
    const other = await createContract(ctx.admin, { name: 'Other', approver_id: 3, status_id: 1 });
    const hash = await approvalHash(ctx.admin, id);
    expect((await ctx.admin.get(`${api}/contract-details/${hash}/${other}`)).statusCode).toBe(404);
    expect(
      (await postJson(ctx.admin, `${api}/contract-approval/${hash}/${other}`, { actionType: 'approve' })).statusCode,
    ).toBe(404);
    const bare = await postJson(ctx.admin, `${api}/contract-approval/${hash}/${id}`, { actionType: 'reject' });
    expect([bare.statusCode, bare.json().message]).toEqual([422, REASON_REQUIRED]);
    expect(
      (await postJson(ctx.admin, `${api}/contract-approval/${hash}/${id}`, { actionType: 'maybe' })).statusCode,
    ).toBe(422);
    const reject = await postJson(ctx.admin, `${api}/contract-approval/${hash}/${id}`, {
      actionType: 'reject',
      comment: 'No budget',
    });
    expect(reject.json()).toEqual({ message: 'Contract rejected successfully.' });
    expect((await readContract(ctx.admin, other)).status).toEqual({ id: 1, name: 'Draft' });
    for (const bad of ['0'.repeat(64), 'short', `${hash}00`]) {
      expect((await ctx.admin.get(`${api}/contract-details/${bad}/${id}`)).statusCode).toBe(404);
    }
  });

  it('has links in the outbox for the seeded drafts', async () => {
    const drafts = (await ctx.admin.get(`${api}/contract-list?status_ids[0]=1`)).json().data.contracts as {
      id: number;
    }[];
    expect(drafts.length).toBeGreaterThan(0);
    for (const { id } of drafts) {
      const hash = await approvalHash(ctx.admin, id);
      expect((await ctx.admin.get(`${api}/contract-details/${hash}/${id}`)).statusCode).toBe(200);
    }
  });

  it('lets exactly one of many simultaneous submissions decide', async () => {
    const id = await draft();
    const hash = await approvalHash(ctx.admin, id);
    const clients = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const client = new TestClient(ctx.app);
        await client.session();
        return client;
      }),
    );
    const responses = await Promise.all(
      clients.map((client, index) =>
        postJson(client, `${api}/contract-approval/${hash}/${id}`, {
          actionType: index % 2 === 0 ? 'approve' : 'reject',
          comment: 'Decided',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(7);
    const winner = responses.find((response) => response.statusCode === 200)?.json().message;
    expect((await readContract(ctx.admin, id)).status?.name).toBe(
      winner === 'Contract approved successfully.' ? 'Active' : 'Rejected',
    );
  });

  it('retires the link when the agent decides first, and mails a new one for a new approver', async () => {
    const id = await draft();
    const first = await approvalHash(ctx.admin, id);
    await postJson(ctx.admin, `${api}/contract-approve/${id}`, {});
    expect((await ctx.admin.get(`${api}/contract-details/${first}/${id}`)).statusCode).toBe(404);
    const second = await createContract(ctx.admin, { name: 'Second', approver_id: 2, status_id: 1 }).then(
      async (next) => ({ id: next, hash: await approvalHash(ctx.admin, next) }),
    );
    expect(second.hash).not.toBe(first);
    expect((await ctx.admin.get(`${api}/contract-details/${second.hash}/${second.id}`)).statusCode).toBe(200);
  });
});
