import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { ok, postForm, remove } from '../../testing/requests';
import { createTestRelease, latestLogs } from '../../testing/release-api';

const api = '/service-desk/api';

describe('the release view’s calls', () => {
  const ctx = useUploadApp();

  it('reads a release; 404 for none', async () => {
    const body = ok<{ data: { release: { id: number; attachment: unknown[] } } }>(
      await ctx.admin.get(`${api}/release/1?time=123`),
      'release',
    );
    expect(body.data.release).toMatchObject({ id: 1, attachment: [] });
    expect((await ctx.admin.get(`${api}/release/99999`)).statusCode).toBe(404);
  });

  it('answers the action flags by permission and state', async () => {
    const id = await createTestRelease(ctx.admin);
    const flags = ok<{ data: { actions: Record<string, boolean> } }>(
      await ctx.admin.get(`${api}/release-action/${id}`),
      'actions',
    ).data.actions;
    expect(flags).toEqual({
      release_asset_attach: true,
      release_change_attach: true,
      release_edit: true,
      release_delete: true,
      release_completed: true,
      check_planning: true,
      release_asset_detach: true,
      release_change_detach: true,
    });
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    const viewed = ok<{ data: { actions: Record<string, boolean> } }>(
      await viewer.get(`${api}/release-action/${id}`),
      'actions',
    ).data.actions;
    expect(viewed).toMatchObject({ release_edit: false, release_completed: false, check_planning: true });
    expect((await ctx.admin.get(`${api}/release-action/99999`)).statusCode).toBe(404);
  });

  it('saves, reads, lists and deletes the build and test plans; the description is required', async () => {
    const id = await createTestRelease(ctx.admin);
    const popup = `${api}/general-popup/${id}/sd_releases`;
    const missing = await postForm(ctx.admin, popup, { identifier: 'build-plan' });
    expect(missing.json()).toMatchObject({ errors: { description: ['This field is required.'] } });
    expect((await postForm(ctx.admin, popup, { identifier: 'nope', description: 'x' })).statusCode).toBe(422);
    const saved = await postForm(ctx.admin, popup, { identifier: 'build-plan', description: '<p>Build it</p>' }, [
      { field: 'attachment', fileName: 'build.txt', contentType: 'text/plain', content: 'steps' },
    ]);
    expect(saved.json()).toEqual({ message: 'Saved successfully.' });
    await postForm(ctx.admin, popup, { identifier: 'test-plan', description: '<p>Test it</p>' });
    const entry = ok<{ data: { general_info: { description: string; attachment: { value: string } } } }>(
      await ctx.admin.get(`${popup}/build-plan`),
      'entry',
    );
    expect(entry.data.general_info).toMatchObject({
      description: '<p>Build it</p>',
      attachment: { value: 'build.txt' },
    });
    const planning = ok<{ data: { planning_popups: { key: string }[] } }>(
      await ctx.admin.get(`${api}/release-planning/${id}`),
      'planning',
    ).data.planning_popups;
    expect(planning.map((row) => row.key)).toEqual(['build-plan', 'test-plan']);
    expect((await remove(ctx.admin, `${api}/delete/general-popup/${id}/sd_releases/test-plan`)).json()).toEqual({
      message: 'Deleted successfully.',
    });
    expect((await remove(ctx.admin, `${api}/delete/general-popup/${id}/sd_releases/test-plan`)).statusCode).toBe(404);
    expect((await latestLogs(ctx.admin, 'release-activitylog', id)).join('\n')).toContain(
      'deleted the <b>Test plan</b>',
    );
  });

  it('pages the activity log, newest first by default', async () => {
    const id = await createTestRelease(ctx.admin);
    const body = ok<{ data: { release_activity_logs: { data: { name: string }[]; total: number; per_page: number } } }>(
      await ctx.admin.get(`${api}/release-activitylog/${id}?page=1&limit=1&sort-order=asc`),
      'log',
    ).data.release_activity_logs;
    expect(body).toMatchObject({ per_page: 1 });
    expect(body.data[0].name).toContain('created the release');
    expect(body.total).toBeGreaterThan(1);
  });

  it('deletes a release; a viewer may not', async () => {
    const id = await createTestRelease(ctx.admin);
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect((await remove(viewer, `${api}/release/${id}`)).statusCode).toBe(403);
    expect((await remove(ctx.admin, `${api}/release/${id}`)).json()).toEqual({
      message: 'Release deleted successfully.',
    });
    expect((await ctx.admin.get(`${api}/release/${id}`)).statusCode).toBe(404);
    expect((await remove(ctx.admin, `${api}/release/${id}`)).statusCode).toBe(404);
  });
});
