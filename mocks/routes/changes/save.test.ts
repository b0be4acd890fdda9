import Database from 'better-sqlite3';
import type { TestClient } from '../../testing/client';
import { signedIn } from '../../testing/upload-app';
import { useUploadApp } from '../../testing/use-app';
import { createProblem, getProblem, latestLogTexts, validProblemForm } from '../../testing/problem-api';
import { firstOption, optionNames, postForm, postJson, expectSaved } from '../../testing/requests';

const api = '/service-desk/api';

interface ChangeBody {
  id: number;
  subject: string;
  identifier: string;
  description: string;
  created_at: string;
  requester: { id: number; full_name: string; email: string };
  status: { id: number; name: string };
  change_type: { id: number; name: string };
  agent: { id: number; full_name: string } | null;
  impact_type: { id: number; name: string } | null;
  location: { id: number; title: string } | null;
  department: { id: number; name: string } | null;
  team: { id: number; name: string } | null;
  priority: { id: number; name: string } | null;
  assets: { id: number; name: string }[];
  attachments: { id: number; value: string; size: number }[];
}

async function getChange(client: TestClient, id: number): Promise<ChangeBody> {
  const response = await client.get(`${api}/change/${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { change: ChangeBody } }).data.change;
}

async function validChangeForm(client: TestClient): Promise<Record<string, string | number>> {
  const [requester, status, type] = await Promise.all([
    firstOption(client, '/api/dependency/users'),
    firstOption(client, `${api}/dependency/change_statuses`),
    firstOption(client, `${api}/dependency/change_types`),
  ]);
  return {
    subject: 'Replace the VPN gateway',
    description: '<p>Swap the gateway in the Sunday window.</p>',
    requester_id: requester.id,
    status_id: status.id,
    change_type_id: type.id,
  };
}

describe('changes: POST /service-desk/api/change and GET /service-desk/api/change/{id}', () => {
  const ctx = useUploadApp();
  let form: Record<string, string | number>;

  beforeEach(async () => {
    form = await validChangeForm(ctx.admin);
  });

  const save = (fields: Record<string, string | number | (string | number)[]>) =>
    postForm(ctx.admin, `${api}/change`, fields);

  it('creates a change with every field and GET returns the Change entity', async () => {
    const [priority, impact, location, department, team, asset] = await Promise.all([
      firstOption(ctx.admin, `${api}/dependency/change_priorities`),
      firstOption(ctx.admin, `${api}/dependency/impacts`),
      firstOption(ctx.admin, '/api/dependency/locations'),
      firstOption(ctx.admin, '/api/dependency/departments'),
      firstOption(ctx.admin, '/api/dependency/teams'),
      firstOption(ctx.admin, `${api}/dependency/assets`),
    ]);
    const response = await postForm(
      ctx.admin,
      `${api}/change`,
      {
        ...form,
        identifier: 'CHG-VPN-1',
        priority_id: priority.id,
        impact_id: impact.id,
        location_id: location.id,
        department_id: department.id,
        team_id: team.id,
        'asset_ids[]': [asset.id],
      },
      [{ field: 'attachment', fileName: 'plan.txt', contentType: 'text/plain', content: 'the plan' }],
    );
    const change = await expectSaved(response, 'Change created successfully.', (id) => getChange(ctx.admin, id), {
      subject: 'Replace the VPN gateway',
      identifier: 'CHG-VPN-1',
      description: form.description,
    });
    expect(change).toMatchObject({
      requester: { id: form.requester_id, full_name: expect.any(String), email: expect.stringContaining('@') },
      status: { id: form.status_id, name: 'Open' },
      change_type: { id: form.change_type_id, name: expect.any(String) },
      agent: null,
      priority: { id: priority.id, name: priority.name },
      impact_type: { id: impact.id, name: impact.name },
      location: { id: location.id, title: location.name },
      department: { id: department.id, name: department.name },
      team: { id: team.id, name: team.name },
      assets: [{ id: asset.id, name: asset.name }],
      attachments: [{ value: 'plan.txt', size: 8 }],
    });
    expect(change.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('names an empty identifier CHG-{id} and leaves the optional fields empty', async () => {
    const response = await save(form);
    const { id } = (response.json() as { data: { id: number } }).data;
    const change = await getChange(ctx.admin, id);
    expect(change.identifier).toBe(`CHG-${String(id).padStart(4, '0')}`);
    expect(change).toMatchObject({
      priority: null,
      impact_type: null,
      location: null,
      department: null,
      team: null,
      assets: [],
      attachments: [],
    });
  });

  it('updates a change when the form carries its id', async () => {
    const created = (await save(form)).json() as { data: { id: number } };
    const statuses = (
      (await ctx.admin.get(`${api}/dependency/change_statuses`)).json() as { data: { data: { id: number }[] } }
    ).data.data;
    const response = await save({
      ...form,
      id: created.data.id,
      subject: 'Replace both gateways',
      status_id: statuses[1].id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Change updated successfully.', data: { id: created.data.id } });
    const change = await getChange(ctx.admin, created.data.id);
    expect(change.subject).toBe('Replace both gateways');
    expect(change.status).toEqual({ id: statuses[1].id, name: 'Planning' });
  });

  it.each(['\u200b\u200b', ' \u00a0\u2060\ufeff ', '\u200e\u202e\u3000'])(
    'refuses a subject of only invisible characters (%j) on create and edit',
    async (subject) => {
      const created = (await save(form)).json() as { data: { id: number } };
      for (const fields of [
        { ...form, subject },
        { ...form, id: created.data.id, subject },
      ]) {
        const response = await save(fields);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ subject: ['The subject field is required.'] });
      }
    },
  );

  it('answers 404 for an update or a read of an unknown change', async () => {
    expect((await save({ ...form, id: 99999 })).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/change/99999`)).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/change/abc`)).statusCode).toBe(404);
  });

  it.each([
    ['subject', 'The subject field is required.'],
    ['requester_id', 'The requester field is required.'],
    ['status_id', 'The status field is required.'],
    ['change_type_id', 'The change type field is required.'],
    ['description', 'The description field is required.'],
  ])('requires %s', async (field, message) => {
    const fields = { ...form };
    delete fields[field];
    const response = await save(fields);
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors).toEqual({ [field]: [message] });
  });

  it.each(['   ', '<p></p>', '<p>&nbsp;</p><p><br></p>'])('counts the description %j as empty', async (text) => {
    const response = await save({ ...form, description: text });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors.description).toEqual([
      'The description field is required.',
    ]);
  });

  it('reports every error at once and never answers 500 on bad input', async () => {
    const response = await save({
      subject: 'x'.repeat(51),
      identifier: 'y'.repeat(46),
      requester_id: 'abc',
      status_id: 99999,
      change_type_id: -1,
      priority_id: 'null',
      impact_id: 99999,
      team_id: '1.5',
      'asset_ids[]': ['x', 99999],
      problem_id: 'nope',
      ticket_id: 99999,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors).sort()).toEqual(
      [
        'asset_ids.0',
        'asset_ids.1',
        'change_type_id',
        'description',
        'identifier',
        'impact_id',
        'problem_id',
        'requester_id',
        'status_id',
        'subject',
        'team_id',
        'ticket_id',
      ].sort(),
    );
    for (const payload of [{}, { id: 'x' }, { subject: ['a', 'b'] }]) {
      expect((await postJson(ctx.admin, `${api}/change`, payload)).statusCode).not.toBe(500);
    }
    const json = await ctx.admin.request({
      method: 'POST',
      url: `${api}/change`,
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBeLessThan(500);
  });

  it('links a change created from a problem, logs it on the problem, and refuses a second one', async () => {
    const problemId = await createProblem(ctx.admin, await validProblemForm(ctx.admin));
    const response = await save({ ...form, problem_id: problemId });
    expect(response.statusCode).toBe(200);
    const { id } = (response.json() as { data: { id: number } }).data;

    const problem = await getProblem(ctx.admin, problemId);
    expect(problem.change).toMatchObject({ id, subject: 'Replace the VPN gateway' });
    const [latest] = await latestLogTexts(ctx.admin, problemId, 1);
    expect(latest).toMatch(/^Ada Admin created and attached the new change <b>CHG-\d{4} Replace the VPN gateway<\/b>$/);

    const second = await save({ ...form, subject: 'Another', problem_id: problemId });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      message: 'A change is already attached to this problem.',
      errors: { problem_id: ['A change is already attached to this problem.'] },
    });
    const db = new Database(ctx.dbFile, { readonly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) AS n FROM changes WHERE subject = 'Another'").get()).toEqual({ n: 0 });
      const logs = db.prepare('SELECT name FROM change_activity_logs WHERE change_id = ? ORDER BY id').all(id);
      expect(logs).toEqual([
        { name: expect.stringMatching(/^Ada Admin created the change/) },
        { name: expect.stringMatching(/^Ada Admin linked the change to the problem/) },
      ]);
    } finally {
      db.close();
    }
  });

  it('stores an initiating ticket link for a change created from a ticket', async () => {
    const ticket = await firstOption(ctx.admin, '/api/dependency/tickets');
    const response = await save({ ...form, ticket_id: ticket.id });
    expect(response.statusCode).toBe(200);
    const { id } = (response.json() as { data: { id: number } }).data;
    const db = new Database(ctx.dbFile, { readonly: true });
    try {
      expect(db.prepare('SELECT ticket_id, type FROM ticket_changes WHERE change_id = ?').all(id)).toEqual([
        { ticket_id: ticket.id, type: 'initiating' },
      ]);
    } finally {
      db.close();
    }
  });

  it('needs create_change / edit_change to write and view to read', async () => {
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    const create = await postForm(viewer, `${api}/change`, form);
    expect(create.statusCode).toBe(403);
    expect((await postForm(viewer, `${api}/change`, { ...form, id: 1 })).statusCode).toBe(403);
    expect((await viewer.get(`${api}/change/1`)).statusCode).toBe(200);
  });
});

describe('seeded changes and their lookups', () => {
  const ctx = useUploadApp({ once: true });

  const names = (name: string) => optionNames(ctx.admin, `${api}/dependency/${name}?limit=100`);

  it('serves the change statuses, types and priorities in their natural order', async () => {
    const workflow = ['Open', 'Planning', 'Awaiting Approval', 'Pending Release', 'Pending Review', 'Closed'];
    expect(await names('change_statuses')).toEqual(workflow);
    expect(await names('change_types')).toEqual(['Minor', 'Standard', 'Major', 'Emergency']);
    expect(await names('change_priorities')).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    const body = (await ctx.admin.get(`${api}/dependency/change_types?search-query=maj`)).json();
    expect(body).toEqual({ data: { data: [{ id: expect.any(Number), name: 'Major' }], total: 1 } });
  });

  it('seeds every change with a requester, status and type, and most with the other fields', async () => {
    const changes = await Promise.all(Array.from({ length: 20 }, (_, index) => getChange(ctx.admin, index + 1)));
    for (const change of changes) {
      expect(change.requester.full_name).not.toBe('');
      expect(change.status.name).not.toBe('');
      expect(change.change_type.name).not.toBe('');
      expect(change.description).toMatch(/^<p>/);
    }
    expect(changes.filter((change) => change.team !== null).length).toBeGreaterThan(10);
    expect(changes.filter((change) => change.agent !== null).length).toBeGreaterThan(10);
    expect(new Set(changes.map((change) => change.status.name)).size).toBeGreaterThan(2);
  });

  it('gives the problem view the change card fields', async () => {
    const db = new Database(ctx.dbFile, { readonly: true });
    const row = db.prepare('SELECT id FROM problems WHERE change_id IS NOT NULL ORDER BY id LIMIT 1').get() as {
      id: number;
    };
    db.close();
    const problem = (await getProblem(ctx.admin, row.id)) as unknown as { change: ChangeBody };
    expect(problem.change).toMatchObject({
      created_at: expect.any(String),
      status: { name: expect.any(String) },
      requester: { full_name: expect.any(String), email: expect.any(String) },
      subject: expect.any(String),
      change_type: { name: expect.any(String) },
      department: { name: expect.any(String) },
      priority: { name: expect.any(String) },
      impact_type: { name: expect.any(String) },
    });
    expect(problem.change).toHaveProperty('location');
    expect(problem.change).toHaveProperty('team');
  });
});
