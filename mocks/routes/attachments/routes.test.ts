import fs from 'node:fs';
import { signedIn, startUploadApp, type UploadApp } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { createProblem, getProblem, latestLogTexts, validProblemForm } from '../../testing/problem-api';
import { postForm } from '../../testing/requests';

describe('problem attachments and GET /service-desk/download/{id}/{owner}/attachment', () => {
  const ctx = useUploadApp();
  let form: Record<string, string | number>;

  beforeEach(async () => {
    form = await validProblemForm(ctx.admin);
  });

  const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x0a, 0x0d, 0x80]);

  it('stores an upload under a random name and downloads the same bytes', async () => {
    const id = await createProblem(ctx.admin, form, [
      { field: 'attachment', fileName: 'report.pdf', contentType: 'application/pdf', content: bytes },
    ]);

    const { attachment } = await getProblem(ctx.admin, id);
    expect(attachment).toMatchObject({
      value: 'report.pdf',
      size: bytes.length,
      type: 'application/pdf',
      owner: `sd_problem:${id}`,
    });
    const stored = storedFiles(ctx);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[a-f0-9]{32}$/);

    const download = await ctx.admin.get(attachment!.link);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(attachment!.link).toBe(`/service-desk/download/${attachment!.id}/sd_problem%3A${id}/attachment`);
    expect(
      (await ctx.admin.get(`/service-desk/download/${attachment!.id}/sd_problem:${id}/attachment`)).statusCode,
    ).toBe(200);
  });

  it('keeps the Content-Disposition header safe for hostile names', async () => {
    // A backslash would be cut as a path separator by the multipart parser, as browsers do.
    const name = 'a"b;\u00e9t\u00e9 \u{1F600}.txt';
    const id = await createProblem(ctx.admin, form, [{ field: 'attachment', fileName: name, content: 'hi' }]);
    const { attachment } = await getProblem(ctx.admin, id);
    expect(attachment!.value).toBe(name);

    const download = await ctx.admin.get(attachment!.link);

    const header = String(download.headers['content-disposition']);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(header).toContain('filename="a_b;_t_ _.txt"');
    const encoded = /filename\*=UTF-8''(.*)$/.exec(header)![1];
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.body).toBe('hi');
  });

  it("answers 404 when the attachment is not that owner's, or unknown", async () => {
    const id = await createProblem(ctx.admin, form, [{ field: 'attachment', fileName: 'x.txt', content: 'x' }]);
    const { attachment } = await getProblem(ctx.admin, id);

    for (const path of [
      `/service-desk/download/${attachment!.id}/sd_problem:${id + 1}/attachment`,
      `/service-desk/download/${attachment!.id}/sd_problem_planning:${id}:root-cause/attachment`,
      `/service-desk/download/99999/sd_problem:${id}/attachment`,
      `/service-desk/download/abc/sd_problem:${id}/attachment`,
    ]) {
      const response = await ctx.admin.get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Attachment not found.' });
    }
  });

  it('refuses a file over 10 MB with 422 and stores nothing', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);

    const response = await postForm(ctx.admin, '/service-desk/api/problem', form, [
      { field: 'attachment', fileName: 'big.log', content: big },
    ]);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { attachment: ['The attachment may not be greater than 10240 kilobytes.'] },
    });
    expect(storedFiles(ctx)).toEqual([]);
  });

  it('keeps no file when the form fails validation', async () => {
    const response = await postForm(ctx.admin, '/service-desk/api/problem', { ...form, subject: '' }, [
      { field: 'attachment', fileName: 'orphan.txt', content: 'orphan' },
    ]);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ subject: ['The subject field is required.'] });
    expect(storedFiles(ctx)).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const id = await createProblem(ctx.admin, form, [
      { field: 'attachment', fileName: 'max.bin', content: Buffer.alloc(10 * 1024 * 1024, 1) },
    ]);
    expect((await getProblem(ctx.admin, id)).attachment!.size).toBe(10 * 1024 * 1024);
  });

  it('replaces the attachment on update, and attachment_delete removes it with its file', async () => {
    const id = await createProblem(ctx.admin, form, [{ field: 'attachment', fileName: 'one.txt', content: 'one' }]);

    await postForm(ctx.admin, '/service-desk/api/problem', { ...form, id }, [
      { field: 'attachment', fileName: 'two.txt', content: 'two!' },
    ]);
    const replaced = await getProblem(ctx.admin, id);
    expect(replaced.attachment).toMatchObject({ value: 'two.txt', size: 4 });
    expect(storedFiles(ctx)).toHaveLength(1);
    expect((await ctx.admin.get(replaced.attachment!.link)).body).toBe('two!');

    await postForm(ctx.admin, '/service-desk/api/problem', { ...form, id, attachment_delete: '1' });
    expect((await getProblem(ctx.admin, id)).attachment).toBeNull();
    expect(storedFiles(ctx)).toEqual([]);
    expect((await ctx.admin.get(replaced.attachment!.link)).statusCode).toBe(404);
    expect(await latestLogTexts(ctx.admin, id, 3)).toEqual([
      'Ada Admin removed the attachment <b>two.txt</b>',
      'Ada Admin added the attachment <b>two.txt</b>',
      'Ada Admin removed the attachment <b>one.txt</b>',
    ]);
  });

  it("serves the seed's attachments without files on disk", async () => {
    const planning = await findSeededPlanningAttachment(ctx);

    const download = await ctx.admin.get(planning.link);

    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(planning.size);
    expect(download.body).toContain(planning.value);
  });

  it('refuses downloads to a user without view', async () => {
    const planning = await findSeededPlanningAttachment(ctx);
    const rita = await signedIn(ctx.app, 'Rita Requester');

    expect((await rita.get(planning.link)).statusCode).toBe(403);
  });
});

async function findSeededPlanningAttachment(ctx: UploadApp) {
  for (let id = 1; id <= 64; id++) {
    const body = (await ctx.admin.get(`/service-desk/api/problem-planning/${id}`)).json() as {
      data: { planning_popups: { attachment: { value: string; size: number; link: string } | null }[] };
    };
    const found = body.data.planning_popups.find((entry) => entry.attachment !== null);
    if (found) return found.attachment!;
  }
  throw new Error('The seed has no planning attachment');
}

/** The upload folder's files (the folder appears with the first upload). */
function storedFiles(ctx: UploadApp): string[] {
  return fs.existsSync(ctx.uploadDir) ? fs.readdirSync(ctx.uploadDir) : [];
}

describe('deleting a problem with attachments', () => {
  it('removes its files from the upload folder', async () => {
    const ctx = await startUploadApp();
    try {
      const form = await validProblemForm(ctx.admin);
      const id = await createProblem(ctx.admin, form, [{ field: 'attachment', fileName: 'a.txt', content: 'a' }]);
      await postForm(
        ctx.admin,
        `/service-desk/api/general-popup/${id}/sd_problem`,
        { identifier: 'impact', description: '<p>x</p>' },
        [{ field: 'attachment', fileName: 'b.txt', content: 'b' }],
      );
      expect(storedFiles(ctx)).toHaveLength(2);

      const response = await ctx.admin.request({ method: 'DELETE', url: `/service-desk/api/problem-delete/${id}` });

      expect(response.statusCode).toBe(200);
      expect(storedFiles(ctx)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
