import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { postForm, postJson } from '../../testing/requests';
import type { TestClient } from '../../testing/client';

const api = '/service-desk/api';

interface LogBody {
  data: { change_activity_logs: { data: { name: string }[]; total: number; per_page: number } };
}

async function latestLog(client: TestClient, changeId: number): Promise<string> {
  const body = (await client.get(`${api}/change-log/${changeId}?limit=1`)).json() as LogBody;
  return body.data.change_activity_logs.data[0]?.name ?? '';
}

async function getChange(client: TestClient, id: number): Promise<Record<string, unknown>> {
  return ((await client.get(`${api}/change/${id}`)).json() as { data: { change: Record<string, unknown> } }).data
    .change;
}

async function actions(client: TestClient, id: number): Promise<Record<string, boolean>> {
  return ((await client.get(`${api}/change-action/${id}`)).json() as { data: { actions: Record<string, boolean> } })
    .data.actions;
}

function patch(client: TestClient, url: string, payload: object) {
  return client.request({ method: 'PATCH', url, payload });
}

describe('the change view calls', () => {
  const ctx = useUploadApp();

  describe('action flags', () => {
    it('gives the administrator every change action and the editable flag', async () => {
      const flags = await actions(ctx.admin, 1);
      expect(flags).toMatchObject({
        change_details_edit_permission: true,
        change_edit: true,
        change_delete: true,
        planning: true,
        associated_assets: true,
        associated_releases: true,
        associated_tickets: true,
        associated_tasks: true,
      });
      const change = await getChange(ctx.admin, 1);
      expect(flags.change_release_attach).toBe(change.release === null);
      expect(flags.change_release_detach).toBe(change.release !== null);
    });

    it('gives a view-only agent no edit, delete, close or release actions', async () => {
      const viewer = await signedIn(ctx.app, 'Vera Viewer');
      expect(await actions(viewer, 1)).toMatchObject({
        change_edit: false,
        change_delete: false,
        change_close: false,
        change_release_attach: false,
        change_release_detach: false,
        attach_task: false,
        planning: true,
        associated_assets: true,
        associated_tickets: true,
        associated_tasks: true,
        change_planning_edit: false,
        change_asset_attach: false,
        change_asset_detach: false,
        change_ticket_attach: false,
        change_ticket_detach: false,
        change_task_detach: false,
        change_assign: false,
        change_duration_edit: false,
        change_comment: false,
      });
    });

    it('gives a full agent the action flags beside the view flags', async () => {
      const agent = await signedIn(ctx.app, 'Sam Agent');
      const flags = await actions(agent, 1);
      for (const key of [
        'change_planning_edit',
        'change_asset_attach',
        'change_asset_detach',
        'change_ticket_attach',
        'change_ticket_detach',
        'change_task_detach',
        'change_assign',
        'change_duration_edit',
        'change_comment',
      ]) {
        expect([key, flags[key]]).toEqual([key, true]);
      }
    });

    it('answers 404 for an unknown change and 403 for a requester', async () => {
      expect((await ctx.admin.get(`${api}/change-action/9999`)).statusCode).toBe(404);
      expect((await ctx.admin.get(`${api}/change-action/abc`)).statusCode).toBe(404);
      const requester = await signedIn(ctx.app, 'Rita Requester');
      expect((await requester.get(`${api}/change-action/1`)).statusCode).toBe(403);
    });
  });

  describe('the record and the edit form', () => {
    it('carries the view fields: raised on, closed on, duration, release', async () => {
      const change = await getChange(ctx.admin, 2);
      expect(change).toHaveProperty('change_raised_on', change.created_at);
      expect(change).toHaveProperty('change_closed_on');
      expect(change).toHaveProperty('total_activity_duration');
      expect(change).toHaveProperty('attach_releases');
      const edit = await ctx.admin.get(`${api}/edit-change/2`);
      expect(edit.statusCode).toBe(200);
      expect((edit.json() as { data: { change: { id: number } } }).data.change.id).toBe(2);
      expect((await ctx.admin.get(`${api}/edit-change/999`)).statusCode).toBe(404);
      const viewer = await signedIn(ctx.app, 'Vera Viewer');
      expect((await viewer.get(`${api}/edit-change/2`)).statusCode).toBe(403);
    });
  });

  describe('assign', () => {
    it('assigns an agent and logs it; refuses a requester and unknown ids', async () => {
      const response = await ctx.admin.get(`${api}/change/assign/2/3`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Change assigned successfully.' });
      expect((await getChange(ctx.admin, 3)).agent).toMatchObject({ id: 2 });
      expect(await latestLog(ctx.admin, 3)).toContain('assigned the change to');

      const requesterId = (await ctx.admin.session()).users.find((user) => user.role === 'user')?.id;
      const bad = await ctx.admin.get(`${api}/change/assign/${requesterId}/3`);
      expect(bad.statusCode).toBe(422);
      expect((await ctx.admin.get(`${api}/change/assign/99999/3`)).statusCode).toBe(404);
      expect((await ctx.admin.get(`${api}/change/assign/2/9999`)).statusCode).toBe(404);
      const viewer = await signedIn(ctx.app, 'Vera Viewer');
      expect((await viewer.get(`${api}/change/assign/2/3`)).statusCode).toBe(403);
    });
  });

  describe('activity duration', () => {
    it('stores the minutes, shows them on the change and logs them', async () => {
      const response = await patch(ctx.admin, `${api}/update-activity-duration/4`, { total_activity_duration: 125 });
      expect(response.statusCode).toBe(200);
      expect((await getChange(ctx.admin, 4)).total_activity_duration).toBe(125);
      expect(await latestLog(ctx.admin, 4)).toContain('125 minutes');
    });

    it.each([
      [{}],
      [{ total_activity_duration: '' }],
      [{ total_activity_duration: 'abc' }],
      [{ total_activity_duration: -5 }],
      [{ total_activity_duration: 1.5 }],
    ])('answers 422 for %j', async (payload) => {
      const response = await patch(ctx.admin, `${api}/update-activity-duration/4`, payload);
      expect(response.statusCode).toBe(422);
      expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(['total_activity_duration']);
    });

    it('needs the CSRF token, an existing change and the edit permission', async () => {
      const noToken = await ctx.admin.request({
        method: 'PATCH',
        url: `${api}/update-activity-duration/4`,
        payload: { total_activity_duration: 5 },
        csrf: false,
      });
      expect(noToken.statusCode).toBe(419);
      expect(
        (await patch(ctx.admin, `${api}/update-activity-duration/999`, { total_activity_duration: 5 })).statusCode,
      ).toBe(404);
      const viewer = await signedIn(ctx.app, 'Vera Viewer');
      expect(
        (await patch(viewer, `${api}/update-activity-duration/4`, { total_activity_duration: 5 })).statusCode,
      ).toBe(403);
    });
  });

  describe('close', () => {
    it('closes once, sets the closing date, turns the close flag off', async () => {
      let id = 5;
      while (((await getChange(ctx.admin, id)).status as { name: string }).name === 'Closed') id += 1;
      const first = await postJson(ctx.admin, `${api}/change-close/${id}`);
      expect(first.json()).toEqual({ message: 'Change closed successfully.' });
      const change = await getChange(ctx.admin, id);
      expect(change.status).toMatchObject({ name: 'Closed' });
      expect(change.change_closed_on).toEqual(expect.any(String));
      expect((await actions(ctx.admin, id)).change_close).toBe(false);
      expect(await latestLog(ctx.admin, id)).toContain('closed the change');
      const again = await postJson(ctx.admin, `${api}/change-close/${id}`);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ message: 'The change is already closed.' });
      expect((await postJson(ctx.admin, `${api}/change-close/999`)).statusCode).toBe(404);
      const viewer = await signedIn(ctx.app, 'Vera Viewer');
      expect((await postJson(viewer, `${api}/change-close/6`)).statusCode).toBe(403);
    });
  });

  describe('print', () => {
    it('answers an escaped printable HTML page', async () => {
      await postForm(ctx.admin, `${api}/change`, {
        id: 7,
        subject: '<script>alert(1)</script>',
        requester_id: 1,
        status_id: 1,
        change_type_id: 1,
        description: '<p>x</p>',
      });
      const page = await ctx.admin.get(`${api}/change-print/7`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.body).not.toContain('<script>');
      expect((await ctx.admin.get(`${api}/change-print/999`)).statusCode).toBe(404);
    });
  });

  describe('activity log', () => {
    it('pages newest first and validates its parameters', async () => {
      await patch(ctx.admin, `${api}/update-activity-duration/8`, { total_activity_duration: 10 });
      const body = (await ctx.admin.get(`${api}/change-log/8?limit=10&page=1`)).json() as LogBody;
      expect(body.data.change_activity_logs.total).toBeGreaterThanOrEqual(2);
      expect(body.data.change_activity_logs.per_page).toBe(10);
      expect(body.data.change_activity_logs.data[0].name).toContain('10 minutes');
      const oldest = (await ctx.admin.get(`${api}/change-log/8?sort-order=asc`)).json() as LogBody;
      expect(oldest.data.change_activity_logs.data[0].name).toContain('was created');
      expect((await ctx.admin.get(`${api}/change-log/8?limit=0`)).statusCode).toBe(422);
      expect((await ctx.admin.get(`${api}/change-log/8?sort-order=up`)).statusCode).toBe(422);
      expect((await ctx.admin.get(`${api}/change-log/999`)).statusCode).toBe(404);
    });
  });
});
