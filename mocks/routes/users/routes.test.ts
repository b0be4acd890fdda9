import { TestClient } from '../../testing/client';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

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

  it("refuses anyone but an administrator another user's permissions, and answers their own", async () => {
    const { users } = await ctx.admin.session();
    const sam = users.find((user) => user.name === 'Sam Agent')!;
    for (const name of ['Rita Requester', 'Vera Viewer']) {
      const client = new TestClient(ctx.app);
      const self = (await client.signInAs(name)).user;

      const other = await client.get(`/service-desk/get/permissions?user_id=${sam.id}`);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: "You do not have permission to view another user's permissions." });
      expect((await client.get(`/service-desk/get/permissions?user_id=${self.id}`)).statusCode).toBe(200);
    }
    const asAdmin = (await ctx.admin.get(`/service-desk/get/permissions?user_id=${sam.id}`)).json();
    expect(asAdmin.data.user_permission_ids.length).toBeGreaterThan(0);
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
