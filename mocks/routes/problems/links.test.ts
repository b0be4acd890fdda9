import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { createProblem, getActions, getProblem, latestLogTexts, validProblemForm } from '../../testing/problem-api';
import { postJson, remove } from '../../testing/requests';
import { problemList, indexed } from '../../testing/problem-list';

const api = '/service-desk/api';

describe('attaching and detaching on a problem, and closing it', () => {
  const ctx = useUploadApp();
  let problemId: number;

  beforeEach(async () => {
    problemId = await createProblem(ctx.admin, await validProblemForm(ctx.admin));
  });

  describe('change', () => {
    it('attaches one change, refuses a second, detaches it; the flags follow', async () => {
      expect(await getActions(ctx.admin, problemId)).toMatchObject({
        problem_change_attach: true,
        problem_change_detach: false,
      });

      const attach = await postJson(ctx.admin, `${api}/problem-attach-change/${problemId}/4`);

      expect(attach.statusCode).toBe(200);
      expect(attach.json()).toEqual({ message: 'Change attached successfully.' });
      const problem = await getProblem(ctx.admin, problemId);
      expect(problem.change).toMatchObject({
        id: 4,
        identifier: 'CHG-0004',
        subject: 'Migrate file shares to SharePoint Online',
      });
      expect(await getActions(ctx.admin, problemId)).toMatchObject({
        problem_change_attach: false,
        problem_change_detach: true,
      });
      expect((await problemList(ctx.admin, indexed('change_ids', [4]))).problems.map((p) => p.id)).toContain(problemId);

      const second = await postJson(ctx.admin, `${api}/problem-attach-change/${problemId}/5`);
      expect(second.statusCode).toBe(422);
      expect(second.json()).toEqual({
        message: 'A change is already attached to this problem.',
        errors: { change_id: ['A change is already attached to this problem.'] },
      });
      expect(((await getProblem(ctx.admin, problemId)).change as { id: number }).id).toBe(4);

      const wrong = await remove(ctx.admin, `${api}/problem-detach-change/${problemId}/5`);
      expect(wrong.statusCode).toBe(404);
      const detach = await remove(ctx.admin, `${api}/problem-detach-change/${problemId}/4`);
      expect(detach.json()).toEqual({ message: 'Change detached successfully.' });
      expect((await getProblem(ctx.admin, problemId)).change).toEqual([]);
      expect(await getActions(ctx.admin, problemId)).toMatchObject({
        problem_change_attach: true,
        problem_change_detach: false,
      });
      expect(await latestLogTexts(ctx.admin, problemId, 2)).toEqual([
        'Ada Admin detached the change <b>CHG-0004 Migrate file shares to SharePoint Online</b>',
        'Ada Admin attached the change <b>CHG-0004 Migrate file shares to SharePoint Online</b>',
      ]);
    });

    it('answers 404 for an unknown problem or change', async () => {
      for (const path of [`problem-attach-change/99999/4`, `problem-attach-change/${problemId}/99999`]) {
        const response = await postJson(ctx.admin, `${api}/${path}`);
        expect(response.statusCode).toBe(404);
      }
      expect((await postJson(ctx.admin, `${api}/problem-attach-change/99999/4`)).json()).toEqual({
        message: 'Problem not found.',
      });
    });
  });

  describe('assets', () => {
    it('attaches assets, answers "Please select assets." for none, and detaches', async () => {
      const empty = await postJson(ctx.admin, `${api}/problem-attach-assets/${problemId}`, { asset_ids: [] });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({
        message: 'Please select assets.',
        errors: { asset_ids: ['Please select assets.'] },
      });
      const missing = await postJson(ctx.admin, `${api}/problem-attach-assets/${problemId}`, {});
      expect(missing.json().message).toBe('Please select assets.');

      const attach = await postJson(ctx.admin, `${api}/problem-attach-assets/${problemId}`, { asset_ids: [3, 7] });
      expect(attach.json()).toEqual({ message: 'Assets attached successfully.' });
      expect((await getProblem(ctx.admin, problemId)).assets.map((a) => a.id).sort()).toEqual([3, 7]);

      const unknown = await postJson(ctx.admin, `${api}/problem-attach-assets/${problemId}`, { asset_ids: [3, 9999] });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ 'asset_ids.1': ['The selected asset_ids.1 is invalid.'] });

      const detach = await remove(ctx.admin, `${api}/problem-detach-asset/${problemId}/3`);
      expect(detach.json()).toEqual({ message: 'Asset detached successfully.' });
      expect((await getProblem(ctx.admin, problemId)).assets.map((a) => a.id)).toEqual([7]);
      expect((await remove(ctx.admin, `${api}/problem-detach-asset/${problemId}/3`)).statusCode).toBe(404);
      const [latest] = await latestLogTexts(ctx.admin, problemId, 1);
      expect(latest).toMatch(/^Ada Admin detached the asset <b>.+\(.+\)<\/b>$/);
    });
  });

  describe('tickets', () => {
    it('attaches free tickets, refuses one of another problem, and detaches', async () => {
      const free = (
        await ctx.admin.get(`${api}/dependency/tickets_based_on_problem?supplements=${problemId}&limit=2`)
      ).json().data.data as { id: number; name: string }[];
      expect(free).toHaveLength(2);

      const attach = await postJson(ctx.admin, `${api}/problem-attach-ticket/${problemId}`, {
        ticket_ids: free.map((t) => t.id),
      });
      expect(attach.json()).toEqual({ message: 'Tickets attached successfully.' });
      const listed = (await ctx.admin.get(`${api}/problem-tickets/${problemId}`)).json().data;
      expect(listed.total).toBe(2);
      expect(listed.tickets.map((t: { id: number }) => t.id).sort()).toEqual(free.map((t) => t.id).sort());
      const stillFree = (await ctx.admin.get(`${api}/dependency/tickets_based_on_problem?limit=100`)).json().data
        .data as {
        id: number;
      }[];
      expect(stillFree.map((t) => t.id)).not.toContain(free[0].id);

      const other = await createProblem(ctx.admin, await validProblemForm(ctx.admin));
      const taken = await postJson(ctx.admin, `${api}/problem-attach-ticket/${other}`, { ticket_ids: [free[0].id] });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ ticket_ids: ['A selected ticket is already linked to another problem.'] });
      const none = await postJson(ctx.admin, `${api}/problem-attach-ticket/${other}`, { ticket_ids: [] });
      expect(none.json()).toEqual({
        message: 'Please select tickets.',
        errors: { ticket_ids: ['Please select tickets.'] },
      });

      const detach = await remove(ctx.admin, `${api}/problem-detach-ticket/${problemId}/${free[0].id}`);
      expect(detach.json()).toEqual({ message: 'Ticket detached successfully.' });
      expect((await ctx.admin.get(`${api}/problem-tickets/${problemId}`)).json().data.total).toBe(1);
      expect((await remove(ctx.admin, `${api}/problem-detach-ticket/${problemId}/${free[0].id}`)).statusCode).toBe(404);
    });
  });

  describe('close', () => {
    it('sets the Closed status and active "0"; the close flag turns off; a second close is 422', async () => {
      expect((await getActions(ctx.admin, problemId)).problem_close).toBe(true);

      const close = await postJson(ctx.admin, `${api}/problem-close/${problemId}`);

      expect(close.json()).toEqual({ message: 'Problem closed successfully.' });
      const problem = await getProblem(ctx.admin, problemId);
      expect(problem.status_type_id.name).toBe('Closed');
      expect(problem.active).toBe('0');
      expect((await getActions(ctx.admin, problemId)).problem_close).toBe(false);
      expect(await latestLogTexts(ctx.admin, problemId, 1)).toEqual([
        'Ada Admin closed the problem and changed the status to <b>Closed</b>',
      ]);
      const again = await postJson(ctx.admin, `${api}/problem-close/${problemId}`);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('The problem is already closed.');
      expect((await postJson(ctx.admin, `${api}/problem-close/99999`)).statusCode).toBe(404);
    });
  });

  describe('the view-only agent', () => {
    it('gets view flags only and 403 on every change', async () => {
      const vera = await signedIn(ctx.app, 'Vera Viewer');

      expect(await getActions(vera, problemId)).toEqual({
        problem_edit: false,
        problem_delete: false,
        problem_close: false,
        problem_change_attach: false,
        problem_change_detach: false,
        check_planning: true,
        associated_asset: true,
        associated_change: true,
        associated_ticket: true,
        problem_planning_edit: false,
        problem_asset_attach: false,
        problem_asset_detach: false,
        problem_ticket_attach: false,
        problem_ticket_detach: false,
        problem_ticket_bulk: false,
      });
      const calls = [
        [postJson(vera, `${api}/problem-close/${problemId}`), 'You do not have permission to close problems.'],
        [remove(vera, `${api}/problem-delete/${problemId}`), 'You do not have permission to delete problems.'],
        [
          postJson(vera, `${api}/problem-attach-change/${problemId}/4`),
          'You do not have permission to attach changes.',
        ],
        [
          postJson(vera, `${api}/problem-attach-assets/${problemId}`, { asset_ids: [1] }),
          'You do not have permission to attach assets.',
        ],
        [
          postJson(vera, `${api}/problem-attach-ticket/${problemId}`, { ticket_ids: [1] }),
          'You do not have permission to attach tickets.',
        ],
      ] as const;
      for (const [call, message] of calls) {
        const response = await call;
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message });
      }
      const problem = await getProblem(ctx.admin, problemId);
      expect(problem.active).toBe('1');
      expect(problem.assets).toEqual([]);
      expect(problem.change).toEqual([]);
      expect((await getProblem(vera, problemId)).id).toBe(problemId);
    });

    it('refuses the view-only agent every detach, keeping the links', async () => {
      await postJson(ctx.admin, `${api}/problem-attach-change/${problemId}/4`);
      await postJson(ctx.admin, `${api}/problem-attach-assets/${problemId}`, { asset_ids: [5] });
      const vera = await signedIn(ctx.app, 'Vera Viewer');

      const calls = [
        [`${api}/problem-detach-change/${problemId}/4`, 'You do not have permission to detach changes.'],
        [`${api}/problem-detach-asset/${problemId}/5`, 'You do not have permission to detach assets.'],
        [`${api}/problem-detach-ticket/${problemId}/1`, 'You do not have permission to detach tickets.'],
        [`${api}/delete/general-popup/${problemId}/sd_problem/impact`, 'You do not have permission to edit problems.'],
      ] as const;
      for (const [url, message] of calls) {
        const response = await remove(vera, url);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message });
      }
      const problem = await getProblem(ctx.admin, problemId);
      expect((problem.change as { id: number }).id).toBe(4);
      expect(problem.assets.map((a) => a.id)).toEqual([5]);
    });

    it('gives the admin every flag on an open problem without a change', async () => {
      expect(await getActions(ctx.admin, problemId)).toEqual({
        problem_edit: true,
        problem_delete: true,
        problem_close: true,
        problem_change_attach: true,
        problem_change_detach: false,
        check_planning: true,
        associated_asset: true,
        associated_change: true,
        associated_ticket: true,
        problem_planning_edit: true,
        problem_asset_attach: true,
        problem_asset_detach: true,
        problem_ticket_attach: true,
        problem_ticket_detach: true,
        problem_ticket_bulk: true,
      });
      expect((await ctx.admin.get(`${api}/problem-action/99999`)).statusCode).toBe(404);
    });
  });
});
