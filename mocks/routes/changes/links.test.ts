import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { postForm, postJson, remove } from '../../testing/requests';
import type { TestClient } from '../../testing/client';

const api = '/service-desk/api';

async function latestLog(client: TestClient, changeId: number): Promise<string> {
  const body = (await client.get(`${api}/change-log/${changeId}?limit=1`)).json() as {
    data: { change_activity_logs: { data: { name: string }[] } };
  };
  return body.data.change_activity_logs.data[0]?.name ?? '';
}

async function assetTab(client: TestClient, changeId: number): Promise<number[]> {
  const body = (await client.get(`${api}/asset-list?change_ids[0]=${changeId}&limit=100`)).json() as {
    data: { data: { data: { id: number }[] } };
  };
  return body.data.data.data.map((row) => row.id);
}

async function releaseOf(client: TestClient, changeId: number): Promise<{ id: number } | null> {
  const body = (await client.get(`${api}/change/${changeId}`)).json() as {
    data: { change: { release: { id: number } | null } };
  };
  return body.data.change.release;
}

describe('a change’s associates', () => {
  const ctx = useUploadApp();

  it('attaches assets, lists them in the tab and not in the picker, detaches them', async () => {
    const before = await assetTab(ctx.admin, 1);
    const picker = (await ctx.admin.get(`${api}/asset-list?change_id=1&limit=100`)).json() as {
      data: { data: { data: { id: number }[] } };
    };
    const candidate = picker.data.data.data[0].id;
    expect(before).not.toContain(candidate);

    const attach = await postJson(ctx.admin, `${api}/change/attach-assets/1`, { asset_ids: [candidate] });
    expect(attach.json()).toEqual({ message: 'Assets attached successfully.' });
    expect(await assetTab(ctx.admin, 1)).toContain(candidate);
    expect(await latestLog(ctx.admin, 1)).toContain('attached the asset');

    const empty = await postJson(ctx.admin, `${api}/change/attach-assets/1`, { asset_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: 'Please select assets.' });
    expect((await postJson(ctx.admin, `${api}/change/attach-assets/1`, { asset_ids: [99999] })).statusCode).toBe(422);
    expect((await postJson(ctx.admin, `${api}/change/attach-assets/999`, { asset_ids: [candidate] })).statusCode).toBe(
      404,
    );

    const detach = await remove(ctx.admin, `${api}/change/detach-asset/1/${candidate}`);
    expect(detach.json()).toEqual({ message: 'Asset detached successfully.' });
    expect(await assetTab(ctx.admin, 1)).not.toContain(candidate);
    expect((await remove(ctx.admin, `${api}/change/detach-asset/1/${candidate}`)).statusCode).toBe(404);

    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect((await postJson(viewer, `${api}/change/attach-assets/1`, { asset_ids: [candidate] })).statusCode).toBe(403);
  });

  it('attaches an existing release once, detaches it; the flags follow', async () => {
    let changeId = 1;
    while ((await releaseOf(ctx.admin, changeId)) !== null) changeId += 1;
    const attach = await postJson(ctx.admin, `${api}/change/attach-release/${changeId}/2`);
    expect(attach.json()).toEqual({ message: 'Release attached successfully.' });
    expect(await releaseOf(ctx.admin, changeId)).toMatchObject({ id: 2 });
    const record = (await ctx.admin.get(`${api}/change/${changeId}`)).json() as {
      data: { change: { attach_releases: unknown[] } };
    };
    expect(record.data.change.attach_releases).toEqual([
      expect.objectContaining({
        id: 2,
        subject: expect.any(String),
        created_at: expect.any(String),
        status: { name: expect.any(String) },
        priority: { name: expect.any(String) },
        release_type: { name: expect.any(String) },
      }),
    ]);
    expect(await latestLog(ctx.admin, changeId)).toContain('attached the release');
    const flags = (await ctx.admin.get(`${api}/change-action/${changeId}`)).json() as {
      data: { actions: Record<string, boolean> };
    };
    expect(flags.data.actions).toMatchObject({ change_release_attach: false, change_release_detach: true });
    expect((await postJson(ctx.admin, `${api}/change/attach-release/${changeId}/3`)).statusCode).toBe(422);
    expect((await postJson(ctx.admin, `${api}/change/attach-release/${changeId}/999`)).statusCode).toBe(404);

    expect((await remove(ctx.admin, `${api}/change/detach-release/${changeId}`)).json()).toEqual({
      message: 'Release detached successfully.',
    });
    expect(await releaseOf(ctx.admin, changeId)).toBeNull();
    expect((await remove(ctx.admin, `${api}/change/detach-release/${changeId}`)).statusCode).toBe(404);
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect((await postJson(viewer, `${api}/change/attach-release/${changeId}/2`)).statusCode).toBe(403);
  });

  it('links tickets by type, lists them, and detaches with the type', async () => {
    const candidates = (await ctx.admin.get(`${api}/dependency/tickets_based_on_change?change_id=2`)).json() as {
      data: { data: { id: number }[] };
    };
    const ticketId = candidates.data.data[0].id;
    const attach = await postJson(ctx.admin, `${api}/attach-ticket/change`, {
      change_id: 2,
      ticket_ids: [ticketId],
      type: 'initiated',
    });
    expect(attach.json()).toEqual({ message: 'Tickets attached successfully.' });
    const list = (await ctx.admin.get(`${api}/attached-ticket/change?change_id=2&limit=100`)).json() as {
      data: { tickets: { id: number; type: string }[]; total: number };
    };
    expect(list.data.tickets).toContainEqual(expect.objectContaining({ id: ticketId, type: 'initiated' }));
    const number = (list.data.tickets.find((row) => row.id === ticketId) as { ticket_number?: string }).ticket_number;
    const searched = (
      await ctx.admin.get(`${api}/attached-ticket/change?change_id=2&search_query=${encodeURIComponent(number ?? '')}`)
    ).json() as { data: { tickets: { id: number }[] } };
    expect(searched.data.tickets.map((row) => row.id)).toEqual([ticketId]);
    const after = (await ctx.admin.get(`${api}/dependency/tickets_based_on_change?change_id=2&limit=100`)).json() as {
      data: { data: { id: number }[] };
    };
    expect(after.data.data.map((row) => row.id)).not.toContain(ticketId);
    // The spec names change_id for this lookup; supplements is not read.
    const total = async (query: string) =>
      (
        (await ctx.admin.get(`${api}/dependency/tickets_based_on_change?${query}`)).json() as {
          data: { total: number };
        }
      ).data.total;
    expect(await total('supplements=2')).toBeGreaterThan(await total('change_id=2'));

    const badType = await postJson(ctx.admin, `${api}/attach-ticket/change`, {
      change_id: 2,
      ticket_ids: [ticketId],
      type: 'sideways',
    });
    expect(badType.statusCode).toBe(422);
    expect(
      (await postJson(ctx.admin, `${api}/attach-ticket/change`, { change_id: 2, type: 'initiated' })).statusCode,
    ).toBe(422);
    expect(
      (await postJson(ctx.admin, `${api}/attach-ticket/change`, { change_id: 999, ticket_ids: [1], type: 'initiated' }))
        .statusCode,
    ).toBe(404);

    const wrongType = await remove(
      ctx.admin,
      `${api}/detach-ticket/change?change_id=2&ticket_id=${ticketId}&type=initiating`,
    );
    expect(wrongType.statusCode).toBe(404);
    const detach = await remove(
      ctx.admin,
      `${api}/detach-ticket/change?change_id=2&ticket_id=${ticketId}&type=initiated`,
    );
    expect(detach.json()).toEqual({ message: 'Ticket detached successfully.' });
    expect((await remove(ctx.admin, `${api}/detach-ticket/change?change_id=2&type=initiated`)).statusCode).toBe(422);
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect(
      (await remove(viewer, `${api}/detach-ticket/change?change_id=2&ticket_id=${ticketId}&type=initiated`)).statusCode,
    ).toBe(403);
  });

  it('lists the seeded tasks of a change and detaches one', async () => {
    let changeId = 1;
    let rows: { id: number; task_name: string; assign_to: string }[] = [];
    for (; changeId < 20 && rows.length === 0; changeId += 1) {
      const body = (await ctx.admin.get(`${api}/attached-task/change?change_id=${changeId}`)).json() as {
        data: { data: typeof rows; total: number };
      };
      rows = body.data.data;
    }
    changeId -= 1;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual(expect.objectContaining({ task_name: expect.any(String), assign_to: expect.any(String) }));
    const detach = await remove(ctx.admin, `${api}/detach-task/change?change_id=${changeId}&task_id=${rows[0].id}`);
    expect(detach.json()).toEqual({ message: 'Task detached successfully.' });
    expect(await latestLog(ctx.admin, changeId)).toContain('detached the task');
    expect(
      (await remove(ctx.admin, `${api}/detach-task/change?change_id=${changeId}&task_id=${rows[0].id}`)).statusCode,
    ).toBe(404);
    expect((await remove(ctx.admin, `${api}/detach-task/change?change_id=${changeId}`)).statusCode).toBe(422);
    expect((await ctx.admin.get(`${api}/attached-task/change`)).statusCode).toBe(422);
    expect((await ctx.admin.get(`${api}/attached-task/change?change_id=999`)).statusCode).toBe(404);
  });

  it('saves, reads, lists and deletes a planning entry', async () => {
    const blank = await postForm(ctx.admin, `${api}/general-popup/3/sd_changes`, {
      identifier: 'rollout-plan',
      description: '<p></p>',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { description: ['This field is required.'] } });
    expect(
      (await postForm(ctx.admin, `${api}/general-popup/3/sd_changes`, { identifier: 'root-cause', description: 'x' }))
        .statusCode,
    ).toBe(422);

    const saved = await postForm(ctx.admin, `${api}/general-popup/3/sd_changes/rollout-plan`, {
      identifier: 'rollout-plan',
      description: '<p>Ring 1 on Monday</p>',
    });
    expect(saved.json()).toEqual({ message: 'Saved successfully.' });
    const entry = (await ctx.admin.get(`${api}/general-popup/3/sd_changes/rollout-plan`)).json() as {
      data: { general_info: { description: string } };
    };
    expect(entry.data.general_info.description).toBe('<p>Ring 1 on Monday</p>');
    const list = (await ctx.admin.get(`${api}/change-planning/3`)).json() as {
      data: { planning_popups: { key: string }[] };
    };
    expect(list.data.planning_popups.map((popup) => popup.key)).toEqual(['rollout-plan']);
    expect(await latestLog(ctx.admin, 3)).toContain('Rollout plan');

    expect((await remove(ctx.admin, `${api}/delete/general-popup/3/sd_changes/rollout-plan`)).json()).toEqual({
      message: 'Deleted successfully.',
    });
    expect((await ctx.admin.get(`${api}/general-popup/3/sd_changes/rollout-plan`)).statusCode).toBe(404);
    expect((await remove(ctx.admin, `${api}/delete/general-popup/3/sd_changes/rollout-plan`)).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/change-planning/999`)).statusCode).toBe(404);
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect(
      (await postForm(viewer, `${api}/general-popup/3/sd_changes`, { identifier: 'reason', description: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps a discussion: cursor pages, replies, files, edit and delete by the author', async () => {
    for (let index = 1; index <= 11; index += 1) {
      await postForm(ctx.admin, `${api}/add-change-comment`, {
        change_id: 9,
        type: 'change',
        comment: `<p>Comment ${index}</p>`,
        parent_id: 'null',
      });
    }
    type Page = { data: { data: { id: number; content: string; replies: unknown[] }[]; next_cursor: string | null } };
    const first = (
      await ctx.admin.get(`${api}/get-change-comments?change_id=9&type=change&cursor=initial`)
    ).json() as Page;
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0].content).toBe('<p>Comment 11</p>');
    expect(first.data.next_cursor).toEqual(expect.any(String));
    const second = (
      await ctx.admin.get(
        `${api}/get-change-comments?change_id=9&type=change&cursor=${encodeURIComponent(first.data.next_cursor ?? '')}`,
      )
    ).json() as Page;
    const seen = new Set(first.data.data.map((comment) => comment.id));
    expect(second.data.data.every((comment) => !seen.has(comment.id))).toBe(true);
    expect(second.data.next_cursor).toBeNull();
    expect((await ctx.admin.get(`${api}/get-change-comments?change_id=9&type=change&cursor=nonsense`)).statusCode).toBe(
      422,
    );

    const parent = first.data.data[0].id;
    const reply = await postForm(
      ctx.admin,
      `${api}/add-change-comment`,
      { change_id: 9, type: 'change', comment: '<p>A reply</p>', parent_id: parent },
      [{ field: 'attachments[0]', fileName: 'notes.txt', contentType: 'text/plain', content: 'hello' }],
    );
    expect(reply.json()).toEqual({ message: 'Comment added successfully.' });
    const withReply = (
      await ctx.admin.get(`${api}/get-change-comments?change_id=9&type=change&cursor=initial`)
    ).json() as {
      data: { data: { replies: { content: string; attachments: { value: string }[] }[] }[] };
    };
    expect(withReply.data.data[0].replies[0]).toMatchObject({
      content: '<p>A reply</p>',
      attachments: [expect.objectContaining({ value: 'notes.txt' })],
    });

    const empty = await postForm(ctx.admin, `${api}/add-change-comment`, { change_id: 9, type: 'change', comment: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { comment: ['The comment field is required.'] } });
    expect(
      (await postForm(ctx.admin, `${api}/add-change-comment`, { change_id: 999, type: 'change', comment: 'x' }))
        .statusCode,
    ).toBe(404);

    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    const viewerComment = await postForm(viewer, `${api}/add-change-comment`, {
      change_id: 9,
      type: 'change',
      comment: 'I may only read',
    });
    expect(viewerComment.statusCode).toBe(403);
    const foreign = await viewer.request({
      method: 'PUT',
      url: `${api}/update-change-comment`,
      payload: { change_id: 9, type: 'change', comment: 'mine now', comment_id: parent },
    });
    expect(foreign.statusCode).toBe(403);
    const update = await ctx.admin.request({
      method: 'PUT',
      url: `${api}/update-change-comment`,
      payload: { change_id: 9, type: 'change', comment: '<p>Edited</p>', comment_id: parent },
    });
    expect(update.json()).toEqual({ message: 'Comment updated successfully.' });
    const deletion = await remove(
      ctx.admin,
      `${api}/delete-change-comment?change_id=9&type=change&comment_id=${parent}`,
    );
    expect(deletion.json()).toEqual({ message: 'Comment deleted successfully.' });
    expect(
      (await remove(ctx.admin, `${api}/delete-change-comment?change_id=9&type=change&comment_id=${parent}`)).statusCode,
    ).toBe(404);
  });

  it('creates a release from a change and attaches it; validates the release form', async () => {
    let changeId = 1;
    while ((await releaseOf(ctx.admin, changeId)) !== null) changeId += 1;
    const invalid = await postForm(ctx.admin, `${api}/release`, { change_id: changeId });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys((invalid.json() as { errors: object }).errors).sort()).toEqual(
      ['description', 'priority_id', 'release_type_id', 'status_id', 'subject'].sort(),
    );
    const badDates = await postForm(ctx.admin, `${api}/release`, {
      subject: 'Spring release',
      description: '<p>Bundle</p>',
      status_id: 1,
      priority_id: 1,
      release_type_id: 1,
      planned_start_date: '2026-05-02+10:00:00',
      planned_end_date: '2026-05-01+10:00:00',
    });
    expect(badDates.json()).toMatchObject({
      errors: { planned_end_date: ['The planned end date must be a date after the planned start date.'] },
    });

    const created = await postForm(ctx.admin, `${api}/release`, {
      subject: 'Spring release',
      description: '<p>Bundle</p>',
      status_id: 1,
      priority_id: 1,
      release_type_id: 1,
      planned_start_date: '2026-05-01+10:00:00',
      planned_end_date: '2026-05-02+10:00:00',
      change_id: changeId,
    });
    expect(created.statusCode).toBe(200);
    const { data } = created.json() as { data: { id: number } };
    expect(await releaseOf(ctx.admin, changeId)).toMatchObject({ id: data.id });
    expect(await latestLog(ctx.admin, changeId)).toContain('created and attached the new release');
    const again = await postForm(ctx.admin, `${api}/release`, {
      subject: 'Another',
      description: '<p>x</p>',
      status_id: 1,
      priority_id: 1,
      release_type_id: 1,
      change_id: changeId,
    });
    expect(again.statusCode).toBe(422);
    const lookup = (await ctx.admin.get(`${api}/dependency/releases?search-query=Spring`)).json() as {
      data: { data: { id: number; name: string }[] };
    };
    expect(lookup.data.data).toContainEqual({ id: data.id, name: expect.stringContaining('Spring release') });
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect((await postForm(viewer, `${api}/release`, { subject: 'x' })).statusCode).toBe(403);
  });
});
