import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { createProblem, latestLogTexts, validProblemForm, type AttachmentBody } from '../../testing/problem-api';
import { postForm, remove } from '../../testing/requests';

const api = '/service-desk/api';

interface PlanningEntry {
  key: string;
  title: string;
  description: string;
  updated_at: string;
  attachment: AttachmentBody | null;
}

describe('problem planning (general popups)', () => {
  const ctx = useUploadApp();
  let problemId: number;

  beforeEach(async () => {
    problemId = await createProblem(ctx.admin, await validProblemForm(ctx.admin));
  });

  const planning = async (id = problemId): Promise<PlanningEntry[]> =>
    ((await ctx.admin.get(`${api}/problem-planning/${id}`)).json() as { data: { planning_popups: PlanningEntry[] } })
      .data.planning_popups;
  const save = (fields: Record<string, string>, files: Parameters<typeof postForm>[3] = []) =>
    postForm(ctx.admin, `${api}/general-popup/${problemId}/sd_problem`, fields, files);

  it('starts empty; GET of a missing entry is 404', async () => {
    expect(await planning()).toEqual([]);
    const response = await ctx.admin.get(`${api}/general-popup/${problemId}/sd_problem/root-cause`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Planning entry not found.' });
  });

  it('creates entries, lists them in order with their files, updates and deletes them', async () => {
    const created = await save({ identifier: 'solution', description: '<p>Patch it</p>', title: 'Vendor hotfix' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Saved successfully.' });
    await save({ identifier: 'root-cause', description: '<p>Expired cert</p>' }, [
      { field: 'attachment', fileName: 'trace.txt', contentType: 'text/plain', content: 'trace bytes' },
    ]);

    const entries = await planning();
    expect(entries.map((e) => [e.key, e.title, e.description])).toEqual([
      ['root-cause', 'Root cause', '<p>Expired cert</p>'],
      ['solution', 'Vendor hotfix', '<p>Patch it</p>'],
    ]);
    const attachment = entries[0].attachment!;
    expect(attachment).toMatchObject({
      value: 'trace.txt',
      size: 11,
      type: 'text/plain',
      owner: `sd_problem:${problemId}`,
      link: `/service-desk/download/${attachment.id}/sd_problem%3A${problemId}/attachment`,
    });
    expect((await ctx.admin.get(attachment.link)).body).toBe('trace bytes');

    const info = (await ctx.admin.get(`${api}/general-popup/${problemId}/sd_problem/solution`)).json();
    expect(info).toEqual({
      data: {
        general_info: {
          identifier: 'solution',
          description: '<p>Patch it</p>',
          title: 'Vendor hotfix',
          attachment: null,
        },
      },
    });

    const updated = await save({ identifier: 'root-cause', description: '<p>Two certs</p>', attachment_delete: '1' });
    expect(updated.json()).toEqual({ message: 'Updated successfully.' });
    const rootCause = (await ctx.admin.get(`${api}/general-popup/${problemId}/sd_problem/root-cause`)).json().data
      .general_info;
    expect(rootCause).toEqual({
      identifier: 'root-cause',
      description: '<p>Two certs</p>',
      title: '',
      attachment: null,
    });
    expect((await ctx.admin.get(attachment.link)).statusCode).toBe(404);

    const deleted = await remove(ctx.admin, `${api}/delete/general-popup/${problemId}/sd_problem/solution`);
    expect(deleted.json()).toEqual({ message: 'Deleted successfully.' });
    expect((await planning()).map((e) => e.key)).toEqual(['root-cause']);
    expect((await remove(ctx.admin, `${api}/delete/general-popup/${problemId}/sd_problem/solution`)).statusCode).toBe(
      404,
    );

    expect(await latestLogTexts(ctx.admin, problemId, 4)).toEqual([
      'Ada Admin deleted the <b>Solution</b>',
      'Ada Admin updated the <b>Root cause</b>',
      'Ada Admin added the <b>Root cause</b>',
      'Ada Admin added the <b>Solution</b>',
    ]);
  });

  it('checks the description, the identifier and the solution title', async () => {
    const empty = await save({ identifier: 'impact', description: '<p> </p>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ description: ['This field is required.'] });

    const longTitle = await save({ identifier: 'solution', description: '<p>x</p>', title: 't'.repeat(51) });
    expect(longTitle.json().errors).toEqual({ title: ['The title should be less than 50 characters.'] });
    expect((await save({ identifier: 'solution', description: '<p>x</p>', title: 't'.repeat(50) })).statusCode).toBe(
      200,
    );

    const badKey = await save({ identifier: 'reason', description: '<p>x</p>' });
    expect(badKey.json().errors).toEqual({ identifier: ['The selected identifier is invalid.'] });
    const noKey = await save({ description: '<p>x</p>' });
    expect(noKey.json().errors).toEqual({ identifier: ['This field is required.'] });
  });

  it('refuses a planning attachment over 10 MB with 422', async () => {
    const response = await save({ identifier: 'impact', description: '<p>x</p>' }, [
      { field: 'attachment', fileName: 'huge.bin', content: Buffer.alloc(10 * 1024 * 1024 + 10) },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      attachment: ['The attachment may not be greater than 10240 kilobytes.'],
    });
    expect(await planning()).toEqual([]);
  });

  it('refuses the view-only agent and answers 404 for an unknown problem', async () => {
    const vera = await signedIn(ctx.app, 'Vera Viewer');
    const denied = await postForm(vera, `${api}/general-popup/${problemId}/sd_problem`, {
      identifier: 'impact',
      description: '<p>x</p>',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'You do not have permission to edit problems.' });
    expect((await vera.get(`${api}/problem-planning/${problemId}`)).statusCode).toBe(200);
    expect((await ctx.admin.get(`${api}/problem-planning/99999`)).statusCode).toBe(404);
  });

  it('seeds planning entries for a good share of problems', async () => {
    let withPlanning = 0;
    for (let id = 1; id <= 64; id++) if ((await planning(id)).length > 0) withPlanning++;
    expect(withPlanning).toBeGreaterThan(20);
  });
});
