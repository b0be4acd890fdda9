import { TestClient } from '../../testing/client';
import { seededRow } from '../../testing/seeded-links';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

describe('contracts of a ticket, an organization and users', () => {
  const ctx = useApp();

  it('lists the contracts of a ticket, an organization and users, with cost and dates', async () => {
    const { ticket_id: ticketId } = seededRow<{ ticket_id: number }>(
      `SELECT ta.ticket_id FROM ticket_assets ta JOIN contract_assets ca ON ca.asset_id = ta.asset_id
       ORDER BY ta.ticket_id`,
    );
    const ticket = (await ctx.admin.get(`${api}/contract/ticket/${ticketId}?isArchive=1`)).json();
    expect(ticket.data.total).toBeGreaterThan(0);
    expect(ticket.data.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      cost: expect.any(Number),
      contract_start_date: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      contract_end_date: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      expiry: { title: expect.stringMatching(/^(Expired|Expires)$/), timestamp: expect.any(String) },
    });

    const { organization_id: orgId, used_by_id: userId } = seededRow<{ organization_id: number; used_by_id: number }>(
      `SELECT organization_id, used_by_id FROM assets
       WHERE id IN (SELECT asset_id FROM contract_assets) AND organization_id IS NOT NULL AND used_by_id IS NOT NULL`,
    );
    const org = (await ctx.admin.get(`/service-desk/contract/organization/${orgId}`)).json();
    expect(org.data.total).toBeGreaterThan(0);
    const user = (await ctx.admin.get(`${api}/contract-list?user_ids[0]=${userId}&sort-field=name`)).json();
    expect(user.data.total).toBeGreaterThan(0);
    expect(user.data.contracts.length).toBe(user.data.total);

    expect((await ctx.admin.get(`${api}/contract/ticket/99999`)).statusCode).toBe(404);
    expect((await ctx.admin.get('/service-desk/contract/organization/99999')).statusCode).toBe(404);
    // Without a filter the list holds every contract.
    expect((await ctx.admin.get(`${api}/contract-list`)).json().data.total).toBe(25);
    expect((await ctx.admin.get(`${api}/contract-list?user_ids[0]=1&sort-field=bogus`)).statusCode).toBe(422);
  });

  it('refuses a requester without view (403)', async () => {
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    expect((await requester.get(`${api}/contract/ticket/1`)).statusCode).toBe(403);
  });
});
