import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { createProblem, getProblem, latestLogTexts, validProblemForm } from '../../testing/problem-api';
import { firstOption, postForm, postWithoutCsrf, expectSaved } from '../../testing/requests';
import { problemList, indexed } from '../../testing/problem-list';

describe('POST /service-desk/api/problem', () => {
  const ctx = useUploadApp();
  let form: Record<string, string | number>;

  beforeEach(async () => {
    form = await validProblemForm(ctx.admin);
  });

  const save = (fields: Record<string, string | number | (string | number)[]>, query = '') =>
    postForm(ctx.admin, `/service-desk/api/problem${query}`, fields);

  describe('create', () => {
    it('creates the problem and GET returns what was sent', async () => {
      const [location, agent, asset1, asset2] = await Promise.all([
        firstOption(ctx.admin, '/api/dependency/locations'),
        firstOption(ctx.admin, '/api/dependency/agents'),
        firstOption(ctx.admin, '/service-desk/api/dependency/assets'),
        firstOption(ctx.admin, '/service-desk/api/dependency/assets?page=2'),
      ]);

      const response = await save({
        ...form,
        identifier: 'NET-PRN-01',
        location_id: location.id,
        assigned_id: agent.id,
        'asset_ids[]': [asset1.id, asset2.id],
      });

      const problem = await expectSaved(response, 'Problem created successfully.', (id) => getProblem(ctx.admin, id), {
        subject: 'Printers drop off the network',
        identifier: 'NET-PRN-01',
        description: form.description,
      });
      expect(problem).toMatchObject({
        requester_id: { id: form.requester_id },
        department_id: { id: form.department_id },
        impact_id: { id: form.impact_id },
        status_type_id: { id: form.status_type_id, name: 'Open' },
        priority_id: { id: form.priority_id, name: 'Low' },
        location_id: { id: location.id, name: location.name },
        assigned_id: { id: agent.id, name: agent.name, full_name: agent.name },
        attachment: null,
        change: [],
        active: '1',
      });
      expect(problem.assets.map((asset) => asset.id).sort()).toEqual([asset1.id, asset2.id].sort());
      expect(problem.requester_id.email).toContain('@');
      const listed = await problemList(ctx.admin, indexed('problem_ids', [problem.id]));
      expect(listed.problems[0].subject).toBe('Printers drop off the network');
    });

    it('reads a JSON body the same way', async () => {
      const response = await ctx.admin.request({
        method: 'POST',
        url: '/service-desk/api/problem',
        payload: { ...form, asset_ids: [4, 6] },
      });

      expect(response.statusCode).toBe(200);
      const problem = await getProblem(ctx.admin, (response.json() as { data: { id: number } }).data.id);
      expect(problem.assets.map((asset) => asset.id).sort()).toEqual([4, 6]);
    });

    it('gives a problem without identifier one of its own, and logs the creation', async () => {
      const id = await createProblem(ctx.admin, form);

      const problem = await getProblem(ctx.admin, id);
      expect(problem.identifier).toBe(`PRB-${String(id).padStart(4, '0')}`);
      expect(problem.location_id).toBeNull();
      expect(problem.assigned_id).toBeNull();
      expect(problem.assets).toEqual([]);
      expect(await latestLogTexts(ctx.admin, id)).toEqual([
        `Ada Admin created the problem <b>${problem.identifier}</b>`,
      ]);
    });

    it('links the ticket of ticket_id to the new problem', async () => {
      const ticket = await firstOption(
        ctx.admin,
        '/service-desk/api/dependency/tickets_based_on_problem?supplements=1',
      );

      const id = await createProblem(ctx.admin, form, [], `ticket_id=${ticket.id}`);

      const tickets = (await ctx.admin.get(`/service-desk/api/problem-tickets/${id}`)).json() as {
        data: { tickets: { id: number }[]; total: number };
      };
      expect(tickets.data.tickets.map((t) => t.id)).toEqual([ticket.id]);
      const again = await save(form, `?ticket_id=${ticket.id}`);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ ticket_id: ['The ticket is already linked to a problem.'] });
    });
  });

  describe('validation', () => {
    const expectErrors = async (fields: Record<string, string | number>, errors: Record<string, string[]>) => {
      const response = await save(fields);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
    };

    it('rejects a subject of 51 characters and accepts 50', async () => {
      await expectErrors(
        { ...form, subject: 'x'.repeat(51) },
        { subject: ['The subject should be less than 50 characters.'] },
      );
      expect((await save({ ...form, subject: 'x'.repeat(50) })).statusCode).toBe(200);
    });

    it('rejects an identifier of 46 characters and accepts 45', async () => {
      await expectErrors(
        { ...form, identifier: 'i'.repeat(46) },
        { identifier: ['The identifier should be less than 45 characters.'] },
      );
      expect((await save({ ...form, identifier: 'i'.repeat(45) })).statusCode).toBe(200);
    });

    it('names every missing required field at once', async () => {
      await expectErrors(
        {},
        {
          subject: ['The subject field is required.'],
          description: ['The description field is required.'],
          requester_id: ['The requester field is required.'],
          department_id: ['The department field is required.'],
          impact_id: ['The impact field is required.'],
          status_type_id: ['The status field is required.'],
          priority_id: ['The priority field is required.'],
        },
      );
    });

    it('rejects a missing requester alone', async () => {
      const { requester_id: _requester, ...rest } = form;
      await expectErrors(rest, { requester_id: ['The requester field is required.'] });
    });

    it.each(['   ', '<p></p>', '<p>&nbsp; </p><p><br></p>'])(
      'treats the description %j as empty',
      async (description) => {
        await expectErrors({ ...form, description }, { description: ['The description field is required.'] });
      },
    );

    it.each(['\u200b', '\u200c\u200d \u2060', '\ufeff\u00a0\u202e'])(
      'treats the subject %j, only invisible characters, as missing on create and edit',
      async (subject) => {
        await expectErrors({ ...form, subject }, { subject: ['The subject field is required.'] });
        await expectErrors({ ...form, id: 3, subject }, { subject: ['The subject field is required.'] });
      },
    );

    it('rejects unknown ids, a non-agent assignee and unknown assets', async () => {
      const requester = await firstOption(ctx.admin, '/api/dependency/users?search-query=Rita');
      await expectErrors(
        { ...form, department_id: 9999, assigned_id: requester.id, location_id: 'abc', 'asset_ids[]': 9999 },
        {
          department_id: ['The selected department is invalid.'],
          location_id: ['The selected location is invalid.'],
          assigned_id: ['The selected assigned agent is invalid.'],
          'asset_ids.0': ['The selected asset_ids.0 is invalid.'],
        },
      );
    });
  });

  describe('update', () => {
    it('saves the changed fields and logs one entry per change', async () => {
      const before = await getProblem(ctx.admin, 3);
      const resolved = await firstOption(ctx.admin, '/api/dependency/statuses?search-query=Resolved');
      const fields = {
        id: 3,
        subject: 'Renamed problem subject',
        identifier: before.identifier,
        description: before.description,
        requester_id: before.requester_id.id,
        department_id: before.department_id.id,
        impact_id: before.impact_id.id,
        status_type_id: resolved.id,
        priority_id: before.priority_id.id,
        ...(before.location_id ? { location_id: before.location_id.id } : {}),
        ...(before.assigned_id ? { assigned_id: before.assigned_id.id } : {}),
        'asset_ids[]': before.assets.map((asset) => asset.id),
      };

      const response = await save(fields);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Problem updated successfully.', data: { id: 3 } });
      const after = await getProblem(ctx.admin, 3);
      expect(after.subject).toBe('Renamed problem subject');
      expect(after.status_type_id).toEqual({ id: resolved.id, name: 'Resolved' });
      expect(after.active).toBe('0');
      expect(after.assets).toEqual(before.assets);
      expect(after.updated_at >= before.updated_at).toBe(true);
      expect((await latestLogTexts(ctx.admin, 3, 2)).sort()).toEqual(
        [
          'Ada Admin changed the status to <b>Resolved</b>',
          'Ada Admin changed the subject to <b>Renamed problem subject</b>',
        ].sort(),
      );
    });

    it('escapes what the log repeats from the input', async () => {
      const id = await createProblem(ctx.admin, form);
      await save({ ...form, id, subject: '<img src=x onerror=alert(1)>' });

      expect(await latestLogTexts(ctx.admin, id, 1)).toEqual([
        'Ada Admin changed the subject to <b>&lt;img src=x onerror=alert(1)&gt;</b>',
      ]);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await save({ ...form, id: 99999 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Problem not found.' });
    });
  });

  describe('permissions', () => {
    it('refuses the view-only agent both create and edit, changing nothing', async () => {
      const vera = await signedIn(ctx.app, 'Vera Viewer');
      const before = await getProblem(ctx.admin, 3);

      const create = await postForm(vera, '/service-desk/api/problem', form);
      const edit = await postForm(vera, '/service-desk/api/problem', { ...form, id: 3 });

      expect(create.statusCode).toBe(403);
      // Refused before the body (create or edit) is read.
      expect(create.json()).toEqual({ message: 'You do not have permission to create or edit problems.' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toEqual({ message: 'You do not have permission to create or edit problems.' });
      expect((await getProblem(ctx.admin, 3)).subject).toBe(before.subject);
    });

    it('needs the CSRF token', async () => {
      const response = await postWithoutCsrf(ctx.admin, '/service-desk/api/problem', form);
      expect(response.statusCode).toBe(419);
    });
  });
});
