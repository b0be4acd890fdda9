import { TestClient } from '../../testing/client';
import { seededRow } from '../../testing/seeded-links';
import { useApp } from '../../testing/use-app';

const api = '/service-desk/api';

describe('ticket associates and actions', () => {
  const ctx = useApp();

  const json = (method: 'POST' | 'DELETE', url: string, payload?: object, client = ctx.admin) =>
    client.request({ method, url, payload });

  /** A ticket linked to no problem. */
  const freeTicket = () =>
    seededRow<{ id: number }>(
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
      const searched = (
        await ctx.admin.get(`${api}/attached-change/ticket?ticket_id=${ticketId}&search_query=CHG-0003`)
      ).json();
      expect(searched.data.changes.map((row: { id: number }) => row.id)).toEqual([3]);
      const otherName = (
        await ctx.admin.get(`${api}/attached-change/ticket?ticket_id=${ticketId}&search_query=CHG-0004`)
      ).json();
      expect(otherName.data.total).toBe(0);
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
