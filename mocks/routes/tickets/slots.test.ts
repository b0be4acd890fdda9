import { openDatabase } from '../../db/connection';
import { TestClient } from '../../testing/client';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

function seeded<T>(sql: string, ...params: unknown[]): T {
  const db = openDatabase(':memory:');
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

describe('ticket associates and actions', () => {
  const ctx = useApp();

  const json = (method: 'POST' | 'DELETE', url: string, payload?: object, client = ctx.admin) =>
    client.request({ method, url, payload });

  /** A ticket linked to no problem. */
  const freeTicket = () =>
    seeded<{ id: number }>(
      'SELECT id FROM tickets t WHERE NOT EXISTS (SELECT 1 FROM problem_tickets pt WHERE pt.ticket_id = t.id) ORDER BY id',
    ).id;

  describe('assets', () => {
    it('attaches assets to a ticket, lists them with ticket_ids, and detaches one', async () => {
      const ticketId = freeTicket();
      const before = (await ctx.admin.get(`${api}/asset-list?ticket_ids[0]=${ticketId}&limit=100`)).json();
      const attach = await json('POST', `${api}/ticket-attach-assets`, { ticket_id: ticketId, asset_ids: [30, 31] });
      expect(attach.statusCode).toBe(200);
      expect(attach.json()).toEqual({ message: 'Assets attached successfully.' });
      const after = (await ctx.admin.get(`${api}/asset-list?ticket_ids[0]=${ticketId}&limit=100`)).json();
      expect(after.data.data.total).toBe(before.data.data.total + 2);
      const candidates = (await ctx.admin.get(`${api}/asset-list?ticket_id=${ticketId}&limit=100`)).json();
      expect(candidates.data.data.data.map((row: { id: number }) => row.id)).not.toContain(30);

      const detach = await json('DELETE', `${api}/detach-asset/${ticketId}/30`);
      expect(detach.json()).toEqual({ message: 'Asset detached successfully.' });
      expect((await json('DELETE', `${api}/detach-asset/${ticketId}/30`)).statusCode).toBe(404);
    });

    it('answers 422 for no assets or unknown ones, 404 for an unknown ticket or asset', async () => {
      const none = await json('POST', `${api}/ticket-attach-assets`, { ticket_id: 1, asset_ids: [] });
      expect(none.statusCode).toBe(422);
      expect(none.json()).toEqual({
        message: 'Please select assets.',
        errors: { asset_ids: ['Please select assets.'] },
      });
      const unknown = await json('POST', `${api}/ticket-attach-assets`, { ticket_id: 1, asset_ids: [99999] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ 'asset_ids.0': ['The selected asset_ids.0 is invalid.'] });
      const noTicket = await json('POST', `${api}/ticket-attach-assets`, { asset_ids: [1] });
      expect(noTicket.json().errors).toEqual({ ticket_id: ['The ticket id field is required.'] });
      expect((await json('POST', `${api}/ticket-attach-assets`, { ticket_id: 99999, asset_ids: [1] })).statusCode).toBe(
        404,
      );
      expect((await json('DELETE', `${api}/detach-asset/99999/1`)).json()).toEqual({ message: 'Ticket not found.' });
      expect((await json('DELETE', `${api}/detach-asset/1/99999`)).json()).toEqual({ message: 'Asset not found.' });
    });

    it('refuses a view-only agent (403) and a call without the CSRF token (419)', async () => {
      const viewer = new TestClient(ctx.app);
      await viewer.signInAs('Vera Viewer');
      const denied = await json('POST', `${api}/ticket-attach-assets`, { ticket_id: 1, asset_ids: [1] }, viewer);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: 'You do not have permission to attach assets.' });
      const noToken = await ctx.admin.request({ method: 'DELETE', url: `${api}/detach-asset/1/1`, csrf: false });
      expect(noToken.statusCode).toBe(419);
    });
  });

  describe('changes', () => {
    it('attaches a change as initiating, lists it, refuses it twice, detaches it by query', async () => {
      const ticketId = freeTicket();
      const attach = await json('POST', `${api}/attach-change/ticket`, {
        ticket_id: ticketId,
        change_id: 3,
        type: 'initiating',
      });
      expect(attach.json()).toEqual({ message: 'Change attached successfully.' });
      const list = (await ctx.admin.get(`${api}/attached-change/ticket?ticket_id=${ticketId}&isArchive=0`)).json();
      expect(list.data.changes).toContainEqual(
        expect.objectContaining({ id: 3, change_number: 'CHG-0003', type: 'initiating' }),
      );
      const twice = await json('POST', `${api}/attach-change/ticket`, {
        ticket_id: ticketId,
        change_id: 3,
        type: 'initiating',
      });
      expect(twice.statusCode).toBe(422);

      const wrongType = await json(
        'DELETE',
        `${api}/detach-change/ticket?ticket_id=${ticketId}&change_id=3&type=initiated`,
      );
      expect(wrongType.statusCode).toBe(404);
      const detach = await json(
        'DELETE',
        `${api}/detach-change/ticket?ticket_id=${ticketId}&change_id=3&type=initiating`,
      );
      expect(detach.json()).toEqual({ message: 'Change detached successfully.' });
    });

    it('validates the link: type, ids, unknown records', async () => {
      const bad = await json('POST', `${api}/attach-change/ticket`, { ticket_id: 'x', type: 'other' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['change_id', 'ticket_id', 'type']);
      const unknown = await json('POST', `${api}/attach-change/ticket`, {
        ticket_id: 1,
        change_id: 99999,
        type: 'initiated',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Change not found.' });
      expect((await ctx.admin.get(`${api}/attached-change/ticket`)).statusCode).toBe(422);
      expect((await ctx.admin.get(`${api}/attached-change/ticket?ticket_id=99999`)).statusCode).toBe(404);
    });

    it('offers changes for a ticket through the changes_based_on_ticket lookup', async () => {
      const body = (
        await ctx.admin.get(`${api}/dependency/changes_based_on_ticket?supplements=1&search-query=CHG-0002`)
      ).json();
      expect(body.data.data[0]).toMatchObject({ id: 2 });
      expect(body.data.data[0].name).toMatch(/^CHG-0002 /);
    });
  });

  describe('problem', () => {
    it('attaches an existing problem to a ticket, refuses a second one, detaches it', async () => {
      const ticketId = freeTicket();
      const attach = await json('POST', `${api}/problem-attach-ticket/${ticketId}/5`);
      expect(attach.json()).toEqual({ message: 'Problem attached successfully.' });
      const list = (await ctx.admin.get(`${api}/problem-list?ticket_ids[0]=${ticketId}`)).json();
      expect(list.data.problems.map((row: { id: number }) => row.id)).toEqual([5]);
      const actions = (await ctx.admin.get(`/service-desk/get/permissions?ticket_id=${ticketId}`)).json().data.actions;
      expect(actions).toMatchObject({ show_detach_problem: true, show_attach_existing_problem: false });

      const second = await json('POST', `${api}/problem-attach-ticket/${ticketId}/6`);
      expect(second.statusCode).toBe(422);
      expect((await json('POST', `${api}/problem-attach-ticket/${ticketId}/99999`)).statusCode).toBe(404);
      expect((await json('DELETE', `${api}/problem-detach-ticket/5/${ticketId}`)).statusCode).toBe(200);
    });
  });

  describe('contracts', () => {
    it('lists the contracts of a ticket, an organization and users, with cost and dates', async () => {
      const { ticket_id: ticketId } = seeded<{ ticket_id: number }>(
        `SELECT ta.ticket_id FROM ticket_assets ta JOIN assets a ON a.id = ta.asset_id
         WHERE a.contract_id IS NOT NULL ORDER BY ta.ticket_id`,
      );
      const ticket = (await ctx.admin.get(`${api}/contract/ticket/${ticketId}?isArchive=1`)).json();
      expect(ticket.data.total).toBeGreaterThan(0);
      expect(ticket.data.data[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        cost: expect.any(Number),
        contract_start_date: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
        contract_end_date: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
      });

      const { organization_id: orgId, used_by_id: userId } = seeded<{ organization_id: number; used_by_id: number }>(
        'SELECT organization_id, used_by_id FROM assets WHERE contract_id IS NOT NULL AND organization_id IS NOT NULL AND used_by_id IS NOT NULL',
      );
      const org = (await ctx.admin.get(`/service-desk/contract/organization/${orgId}`)).json();
      expect(org.data.total).toBeGreaterThan(0);
      const user = (await ctx.admin.get(`${api}/contract-list?user_ids[0]=${userId}&sort-field=name`)).json();
      expect(user.data.total).toBeGreaterThan(0);
      expect(user.data.contracts.length).toBe(user.data.total);

      expect((await ctx.admin.get(`${api}/contract/ticket/99999`)).statusCode).toBe(404);
      expect((await ctx.admin.get('/service-desk/contract/organization/99999')).statusCode).toBe(404);
      expect((await ctx.admin.get(`${api}/contract-list`)).statusCode).toBe(422);
      expect((await ctx.admin.get(`${api}/contract-list?user_ids[0]=1&sort-field=bogus`)).statusCode).toBe(422);
    });

    it('refuses a requester without view (403)', async () => {
      const requester = new TestClient(ctx.app);
      await requester.signInAs('Rita Requester');
      expect((await requester.get(`${api}/contract/ticket/1`)).statusCode).toBe(403);
    });
  });
});

describe('who may call the ticket slot calls', () => {
  const ctx = useApp({ once: true, session: false });

  it('refuses a view-only agent every link change (403), and a requester without view every read', async () => {
    const viewer = new TestClient(ctx.app);
    await viewer.signInAs('Vera Viewer');
    const writes = [
      viewer.request({
        method: 'POST',
        url: `${api}/attach-change/ticket`,
        payload: { ticket_id: 1, change_id: 1, type: 'initiating' },
      }),
      viewer.request({ method: 'DELETE', url: `${api}/detach-change/ticket?ticket_id=1&change_id=1&type=initiating` }),
      viewer.request({ method: 'POST', url: `${api}/problem-attach-ticket/1/1` }),
      viewer.request({ method: 'DELETE', url: `${api}/detach-asset/1/1` }),
    ];
    expect((await Promise.all(writes)).map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await viewer.get(`${api}/attached-change/ticket?ticket_id=1`)).statusCode).toBe(200);

    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    const reads = [
      `${api}/attached-change/ticket?ticket_id=1`,
      `${api}/contract-list?user_ids[0]=4`,
      '/service-desk/contract/organization/1',
      `${api}/module-filter-structure/asset`,
      '/api/form/render?category=change',
    ];
    const statuses = await Promise.all(reads.map(async (url) => (await requester.get(url)).statusCode));
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
  });
});

describe('service-desk permissions', () => {
  const ctx = useApp();

  it('lists every permission, or those of the user role, and the actions of the signed-in user', async () => {
    const all = (await ctx.admin.get('/service-desk/get/permissions?limit=all')).json();
    expect(all.data.permissions.length).toBeGreaterThan(20);
    expect(all.data.permissions[0]).toEqual({ id: expect.any(Number), key: 'view', name: 'View' });
    expect(all.data.actions.attach_asset).toBe(true);
    const users = (await ctx.admin.get('/service-desk/get/permissions?limit=all&role=user')).json();
    expect(users.data.permissions.map((p: { key: string }) => p.key)).toEqual([
      'view',
      'create_problem',
      'attach_problem',
      'attach_asset',
      'attach_change',
      'create_change',
      'approve_contract',
    ]);
    expect((await ctx.admin.get('/service-desk/get/permissions?role=boss')).statusCode).toBe(422);
    expect((await ctx.admin.get('/service-desk/get/permissions?ticket_id=99999')).statusCode).toBe(404);
  });

  it('gives a view-only agent no attach actions', async () => {
    const viewer = new TestClient(ctx.app);
    await viewer.signInAs('Vera Viewer');
    const body = (await viewer.get('/service-desk/get/permissions?ticket_id=1')).json();
    expect(body.data.actions).toEqual({
      attach_asset: false,
      show_attach_assets: false,
      show_attach_new_problem: false,
      show_attach_existing_problem: false,
      show_detach_problem: false,
      attach_change_initiated: false,
      attach_change_initiating: false,
      detach_change: false,
      show_detach_asset: false,
    });
  });

  it('grants a requester permissions (PATCH via _method) and they persist', async () => {
    const { users } = await ctx.admin.session();
    const rita = users.find((user) => user.name === 'Rita Requester')!;
    const catalogue = (await ctx.admin.get('/service-desk/get/permissions?limit=all&role=user')).json().data
      .permissions as {
      id: number;
      key: string;
    }[];
    const ids = catalogue.filter((p) => p.key === 'view' || p.key === 'create_problem').map((p) => p.id);
    const save = await ctx.admin.request({
      method: 'POST',
      url: '/api/user/attach-permissions',
      payload: { user_id: rita.id, permission_ids: ids, _method: 'PATCH' },
    });
    expect(save.json()).toEqual({ message: 'Permissions updated successfully.' });
    const read = (await ctx.admin.get(`/service-desk/get/permissions?limit=all&role=user&user_id=${rita.id}`)).json();
    expect(read.data.user_permission_ids).toEqual(ids);

    const problemList = await (async () => {
      const rClient = new TestClient(ctx.app);
      await rClient.signInAs('Rita Requester');
      return rClient.get(`${api}/problem-list`);
    })();
    expect(problemList.statusCode).toBe(200);
  });

  it('validates the grant: user, ids outside the role, non-admins', async () => {
    const missing = await ctx.admin.request({ method: 'POST', url: '/api/user/attach-permissions', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ user_id: ['The user field is required.'] });
    const unknown = await ctx.admin.request({
      method: 'POST',
      url: '/api/user/attach-permissions',
      payload: { user_id: 99999, permission_ids: [] },
    });
    expect(unknown.statusCode).toBe(404);
    const { users } = await ctx.admin.session();
    const rita = users.find((user) => user.name === 'Rita Requester')!;
    const all = (await ctx.admin.get('/service-desk/get/permissions?limit=all')).json().data.permissions as {
      id: number;
      key: string;
    }[];
    const deleteProblem = all.find((p) => p.key === 'delete_problem')!.id;
    const outside = await ctx.admin.request({
      method: 'POST',
      url: '/api/user/attach-permissions',
      payload: { user_id: rita.id, permission_ids: [deleteProblem] },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ 'permission_ids.0': ['The selected permission_ids.0 is invalid.'] });

    const agent = new TestClient(ctx.app);
    await agent.signInAs('Sam Agent');
    const denied = await agent.request({
      method: 'POST',
      url: '/api/user/attach-permissions',
      payload: { user_id: rita.id, permission_ids: [] },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('form render and the asset filter structure', () => {
  const ctx = useApp();

  it('renders the change form structure and validates the category', async () => {
    const body = (await ctx.admin.get('/api/form/render?category=change&scenario=create&panel=agent')).json();
    expect(body.data).toMatchObject({ category: 'change', scenario: 'create', panel: 'agent' });
    expect(body.data.form_fields.map((field: { key: string }) => field.key)).toContain('change_type_id');
    expect((await ctx.admin.get('/api/form/render')).statusCode).toBe(422);
    expect((await ctx.admin.get('/api/form/render?category=spaceship')).statusCode).toBe(422);
  });

  it('answers the asset filter structure', async () => {
    const body = (await ctx.admin.get(`${api}/module-filter-structure/asset`)).json();
    expect(body.data.map((entry: { key: string }) => entry.key)).toEqual([
      'asset_type_ids',
      'used_by_ids',
      'managed_by_ids',
      'org_ids',
    ]);
  });
});
