import { TestClient } from '../../testing/client';
import { ok } from '../../testing/requests';
import { useApp } from '../../testing/use-app';
import { api, createContract } from './test-support';

/*
 * Answer shapes (what the contract screens read):
 *   GET contract-list → { data: { contracts: Row[], total, minimum_cost, maximum_cost,
 *     minimum_notify_before, maximum_notify_before } }
 *   Row: { id, name, identifier, cost, contract_start_date, contract_end_date, notify_before,
 *     licensce_count, contract_status {id, name}, contract_renewal_status {id, name},
 *     vendor {id, name} | null, contractType {id, name} | null (also as contract_type, the asset page's name),
 *     licence {id, name} | null,
 *     attach_organization [{id, name}], created_at, updated_at, expiry {title, timestamp} | null,
 *     is_edit, is_delete }
 *   Filters: contract_ids, contract_type_ids, approver_ids, vendor_ids, license_type_ids,
 *     status_ids, renewal_status_ids, owner_ids, asset_ids, notify_agent_ids, user_ids as
 *     name[0]=id; cost and notify_in_days as min~max (or name[0]=min&name[1]=max, either end
 *     open); contract_start_date, contract_end_date, created_at, updated_at as
 *     YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss.
 *   GET /service-desk/contract/export (the same filters) → text/csv, contracts.csv.
 */

interface Row {
  id: number;
  name: string;
  cost: number;
  notify_before: number | null;
  contract_end_date: string;
  contract_status: { id: number; name: string };
  vendor: { id: number; name: string } | null;
  [field: string]: unknown;
}
interface ListAnswer {
  data: {
    contracts: Row[];
    total: number;
    minimum_cost: number;
    maximum_cost: number;
    minimum_notify_before: number;
    maximum_notify_before: number;
  };
}

describe('the contract list', () => {
  const ctx = useApp({ once: true });
  const list = async (query: string) =>
    ok<ListAnswer>(await ctx.admin.get(`${api}/contract-list?limit=100&${query}`), query).data;

  it('answers the rows with their expiry, statuses, vendor, type, organizations and row flags, and the bounds', async () => {
    const answer = await list('');
    expect(answer.total).toBe(25);
    expect(answer.contracts[0]).toEqual({
      id: 25,
      name: expect.any(String),
      identifier: 'CTR-0025',
      cost: expect.any(Number),
      contract_start_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      contract_end_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      notify_before: expect.any(Number),
      licensce_count: null,
      contract_status: { id: 4, name: 'Active' },
      contract_renewal_status: { id: 2, name: 'Extended' },
      vendor: { id: expect.any(Number), name: expect.any(String) },
      contractType: { id: expect.any(Number), name: expect.any(String) },
      licence: { id: expect.any(Number), name: expect.any(String) },
      attach_organization: [],
      contract_type: answer.contracts[0].contractType,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      expiry: { title: 'Expires', timestamp: expect.any(String) },
      is_edit: true,
      is_delete: true,
    });
    const costs = answer.contracts.map((row) => row.cost);
    expect(answer.minimum_cost).toBe(Math.min(...costs));
    expect(answer.maximum_cost).toBe(Math.max(...costs));
    expect(answer.minimum_notify_before).toBe(7);
    expect(answer.maximum_notify_before).toBe(60);
    expect(new Set(answer.contracts.map((row) => row.contract_status.name))).toEqual(
      new Set(['Draft', 'Approved', 'Rejected', 'Active', 'Expired', 'Terminated']),
    );
    const userContract = answer.contracts.find((row) => row.vendor === null);
    expect(userContract?.attach_organization).toEqual([{ id: expect.any(Number), name: expect.any(String) }]);
  });

  it.each([
    ['status_ids[0]=1', (row: Row) => row.contract_status.id === 1],
    ['status_ids[0]=5&status_ids[1]=6', (row: Row) => [5, 6].includes(row.contract_status.id)],
    ['vendor_ids[]=2', (row: Row) => row.vendor?.id === 2],
    ['cost=2000~5000', (row: Row) => row.cost >= 2000 && row.cost <= 5000],
    ['cost[0]=2000&cost[1]=5000', (row: Row) => row.cost >= 2000 && row.cost <= 5000],
    [
      'notify_in_days=10~30',
      (row: Row) => row.notify_before !== null && row.notify_before >= 10 && row.notify_before <= 30,
    ],
    ['contract_ids[0]=3&contract_ids[1]=4', (row: Row) => [3, 4].includes(row.id)],
  ])('keeps the rows %s matches', async (query, matches) => {
    const everything = (await list('')).contracts;
    const filtered = await list(query);
    const expected = everything.filter(matches).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(25);
    expect(filtered.contracts.map((row) => row.id).sort()).toEqual(expected.sort());
    expect(filtered.total).toBe(expected.length);
  });

  it('filters by type, licence, renewal status, owner, approver, notify agent, asset and the four date ranges', async () => {
    const everything = (await list('')).contracts;
    const ending = everything.filter(
      (row) => row.contract_end_date.slice(0, 4) === everything[0].contract_end_date.slice(0, 4),
    );
    const year = everything[0].contract_end_date.slice(0, 4);
    const byEnd = await list(`contract_end_date=${year}-01-01+00:00:00~${year}-12-31+23:59:59`);
    expect(byEnd.total).toBe(ending.length);
    const id = await createContract(ctx.admin, {
      name: 'Filter probe',
      license_type_id: 2,
      approver_id: 3,
      status_id: 1,
      notify_agent_ids: [5],
      asset_ids: [7],
      contract_start_date: '2041-03-01 00:00:00',
      contract_end_date: '2042-03-01 00:00:00',
    });
    const only = async (query: string) => (await list(query)).contracts.map((row) => row.id);
    for (const query of [
      'license_type_ids[0]=2',
      'approver_ids[0]=3',
      'notify_agent_ids[0]=5',
      'asset_ids[0]=7',
      'owner_ids[0]=1',
      'renewal_status_ids[0]=1',
      'contract_type_ids[0]=1',
      'contract_start_date=2041-01-01+00:00:00~2041-12-31+00:00:00',
    ]) {
      expect(await only(query)).toContain(id);
    }
    expect(await only('contract_start_date=2041-01-01+00:00:00~2041-12-31+00:00:00')).toEqual([id]);
    expect(await only('approver_ids[0]=3&license_type_ids[0]=3')).not.toContain(id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await only(`created_at=${today}+00:00:00~${today}+23:59:59`)).toContain(id);
    expect(await only(`updated_at=${today}+00:00:00~${today}+23:59:59`)).toContain(id);
  });

  it('refuses bad filters with 422 on the parameter', async () => {
    for (const [query, field] of [
      ['cost=abc', 'cost'],
      ['cost=9~1', 'cost'],
      ['notify_in_days=1~2~3', 'notify_in_days'],
      ['contract_end_date=tomorrow', 'contract_end_date'],
      ['status_ids[0]=x', 'status_ids.0'],
      ['sort-field=bogus', 'sort-field'],
    ]) {
      const response = await ctx.admin.get(`${api}/contract-list?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('hides edit and delete from a viewer and refuses a requester', async () => {
    const viewer = new TestClient(ctx.app);
    await viewer.signInAs('Vera Viewer');
    const row = ok<ListAnswer>(await viewer.get(`${api}/contract-list`), 'viewer list').data.contracts[0];
    expect(row).toMatchObject({ is_edit: false, is_delete: false });
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    expect((await requester.get(`${api}/contract-list`)).statusCode).toBe(403);
  });
});
