import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { postForm } from '../../testing/requests';
import { createTestRelease, latestLogs, readTestRelease, releaseForm } from '../../testing/release-api';

const api = '/service-desk/api';

describe('POST release', () => {
  const ctx = useUploadApp();

  it('creates a release with its planned window, identifier REL-{id} when none is given', async () => {
    const id = await createTestRelease(ctx.admin, { location_id: 1 });
    const release = await readTestRelease(ctx.admin, id);
    expect(release).toMatchObject({
      id,
      identifier: `REL-${String(id).padStart(4, '0')}`,
      subject: 'Spring release',
      status: { id: 1, name: 'Open' },
      planned_start_date: '2026-05-01 10:00:00',
      planned_end_date: '2026-05-02 18:30:00',
      location: { id: 1 },
      attach_assets: [],
      attach_changes: [],
      is_edit: true,
      is_delete: true,
    });
    expect((await latestLogs(ctx.admin, 'release-activitylog', id)).join('\n')).toContain('created the release');
  });

  it('answers 422 with field errors for missing, unknown and malformed fields', async () => {
    const empty = await postForm(ctx.admin, `${api}/release`, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys((empty.json() as { errors: object }).errors).sort()).toEqual(
      ['description', 'priority_id', 'release_type_id', 'status_id', 'subject'].sort(),
    );
    const bad = await postForm(
      ctx.admin,
      `${api}/release`,
      releaseForm({ status_id: 999, planned_start_date: '2026-13-40+99:00:00', asset_ids: 99999 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(
      ['asset_ids.0', 'planned_start_date', 'status_id'].sort(),
    );
    const reversed = await postForm(
      ctx.admin,
      `${api}/release`,
      releaseForm({ planned_start_date: '2026-05-03+10:00:00', planned_end_date: '2026-05-02+10:00:00' }),
    );
    expect(reversed.json()).toMatchObject({
      errors: { planned_end_date: ['The planned end date must be a date after the planned start date.'] },
    });
  });

  it('edits a release with an id: the whole form, its window and its assets, each change logged', async () => {
    const id = await createTestRelease(ctx.admin);
    const saved = await postForm(
      ctx.admin,
      `${api}/release`,
      releaseForm({
        id,
        subject: 'Summer release',
        status_id: 2,
        planned_start_date: '2026-06-01+08:00:00',
        planned_end_date: '2026-06-02+08:00:00',
        'asset_ids[0]': 1,
      }),
    );
    expect(saved.json()).toEqual({ message: 'Release updated successfully.', data: { id } });
    expect(await readTestRelease(ctx.admin, id)).toMatchObject({
      subject: 'Summer release',
      status: { id: 2, name: 'In Progress' },
      planned_start_date: '2026-06-01 08:00:00',
      attach_assets: [{ id: 1 }],
    });
    const log = (await latestLogs(ctx.admin, 'release-activitylog', id)).join('\n');
    expect(log).toContain('changed the subject to <b>Summer release</b>');
    expect(log).toContain('changed the status to <b>In Progress</b>');
    expect(log).toContain('set the planned start date to <b>2026-06-01 08:00:00</b>');
    expect(log).toContain('attached the asset');
    expect((await postForm(ctx.admin, `${api}/release`, releaseForm({ id: 99999 }))).statusCode).toBe(404);
  });

  it('refuses users without the permission', async () => {
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect((await postForm(viewer, `${api}/release`, releaseForm())).statusCode).toBe(403);
    expect((await postForm(viewer, `${api}/release`, releaseForm({ id: 1 }))).statusCode).toBe(403);
  });
});
