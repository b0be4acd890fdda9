import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { ok, postForm, postJson, remove } from '../../testing/requests';
import { createTestRelease, freeChangeId, latestLogs, releaseForm } from '../../testing/release-api';
import type { TestClient } from '../../testing/client';

const api = '/service-desk/api';

async function changeStatus(client: TestClient, id: number): Promise<string> {
  return ok<{ data: { change: { status: { name: string } } } }>(await client.get(`${api}/change/${id}`), 'change').data
    .change.status.name;
}

async function changeTab(client: TestClient, releaseId: number): Promise<number[]> {
  const body = ok<{ data: { changes: { id: number }[] } }>(
    await client.get(`${api}/change-list?release_ids[0]=${releaseId}&limit=100`),
    'change-list',
  );
  return body.data.changes.map((row) => row.id);
}

async function assetTab(client: TestClient, releaseId: number): Promise<number[]> {
  const body = ok<{ data: { data: { data: { id: number }[] } } }>(
    await client.get(`${api}/asset-list?release_ids[0]=${releaseId}&limit=100`),
    'asset-list',
  );
  return body.data.data.data.map((row) => row.id);
}

describe('a release’s assets, changes and completion', () => {
  const ctx = useUploadApp();

  it('attaches and detaches assets; the tab lists them', async () => {
    const id = await createTestRelease(ctx.admin);
    expect((await postJson(ctx.admin, `${api}/release/attach-assets/${id}`, { asset_ids: [1, 2] })).json()).toEqual({
      message: 'Assets attached successfully.',
    });
    expect((await assetTab(ctx.admin, id)).sort()).toEqual([1, 2]);
    const empty = await postJson(ctx.admin, `${api}/release/attach-assets/${id}`, { asset_ids: [] });
    expect(empty.json()).toMatchObject({ message: 'Please select assets.' });
    expect((await remove(ctx.admin, `${api}/release/detach-asset/${id}/1`)).json()).toEqual({
      message: 'Asset detached successfully.',
    });
    expect(await assetTab(ctx.admin, id)).toEqual([2]);
    expect((await remove(ctx.admin, `${api}/release/detach-asset/${id}/1`)).statusCode).toBe(404);
  });

  it('attaches changes not in another release, logged on both sides; detaches them', async () => {
    const id = await createTestRelease(ctx.admin);
    const changeId = await freeChangeId(ctx.admin);
    expect((await postJson(ctx.admin, `${api}/release/attach-change/${id}`, { change_ids: [] })).statusCode).toBe(422);
    const attached = await postJson(ctx.admin, `${api}/release/attach-change/${id}`, { change_ids: [changeId] });
    expect(attached.json()).toEqual({ message: 'Changes attached successfully.' });
    expect(await changeTab(ctx.admin, id)).toEqual([changeId]);
    expect((await latestLogs(ctx.admin, 'release-activitylog', id))[0]).toContain('attached the change');
    expect((await latestLogs(ctx.admin, 'change-log', changeId))[0]).toContain('attached the change to the release');

    const other = await createTestRelease(ctx.admin);
    const taken = await postJson(ctx.admin, `${api}/release/attach-change/${other}`, { change_ids: [changeId] });
    expect(taken.json()).toMatchObject({
      errors: { change_ids: ['A selected change already belongs to another release.'] },
    });

    expect((await remove(ctx.admin, `${api}/release/detach-change/${id}/${changeId}`)).json()).toEqual({
      message: 'Change detached successfully.',
    });
    expect(await changeTab(ctx.admin, id)).toEqual([]);
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect((await postJson(viewer, `${api}/release/attach-change/${id}`, { change_ids: [changeId] })).statusCode).toBe(
      403,
    );
  });

  it('completes a release once: its open changes are closed, each logged in the change’s log', async () => {
    const first = await freeChangeId(ctx.admin);
    const second = await freeChangeId(ctx.admin, [first]);
    const created = await postForm(ctx.admin, `${api}/release`, releaseForm({ change_id: first }));
    const { id } = (created.json() as { data: { id: number } }).data;
    await postJson(ctx.admin, `${api}/release/attach-change/${id}`, { change_ids: [second] });

    expect((await postJson(ctx.admin, `${api}/complete-release/${id}`)).json()).toEqual({
      message: 'Release completed successfully.',
    });
    for (const changeId of [first, second]) {
      expect(await changeStatus(ctx.admin, changeId)).toBe('Closed');
      const log = (await latestLogs(ctx.admin, 'change-log', changeId, 2)).join('\n');
      expect(log).toContain('completed the release');
      expect(log).toContain('closed the change');
    }
    const release = ok<{ data: { release: { status: { name: string } } } }>(
      await ctx.admin.get(`${api}/release/${id}`),
      'release',
    );
    expect(release.data.release.status.name).toBe('Completed');
    const flags = ok<{ data: { actions: Record<string, boolean> } }>(
      await ctx.admin.get(`${api}/release-action/${id}`),
      'actions',
    ).data.actions;
    expect(flags).toMatchObject({ release_completed: false, release_change_attach: false });

    const again = await postJson(ctx.admin, `${api}/complete-release/${id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'The release is completed or cancelled already.' });
    expect((await postJson(ctx.admin, `${api}/complete-release/99999`)).statusCode).toBe(404);
  });
});
