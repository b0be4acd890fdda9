import type { FastifyInstance } from 'fastify';
import { startApp, TestClient } from '../../testing/client';
import { postJson, remove } from '../../testing/requests';
import { signedIn } from '../../testing/upload-app';

const api = '/service-desk/api';
const CHANGE = 18;
const REFUSED = { status: 403, body: { message: 'You do not have permission to edit changes.' } };

interface Board {
  id: number;
  send_auto_reminders: boolean;
  approval_levels: { id: number; approve_users: { id: number; status: string }[] }[];
}

describe('a view-only agent on a pending CAB', () => {
  let app: FastifyInstance;
  let admin: TestClient;

  beforeEach(async () => {
    app = await startApp();
    admin = new TestClient(app);
    await admin.session();
  });
  afterEach(() => app.close());

  const board = async (): Promise<Board> =>
    ((await admin.get(`${api}/change-approval-status/${CHANGE}`)).json() as { data: Board[] }).data[0];

  const answer = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });

  it('sees the board but may not change its approvers, reminders or the approval itself', async () => {
    const cabs = (await admin.get(`${api}/dependency/cabs`)).json() as {
      data: { data: { id: number; name: string }[] };
    };
    const standard = cabs.data.data.find((cab) => cab.name === 'Standard Change Board')!;
    await postJson(admin, `${api}/apply-cab-approval`, { change_id: CHANGE, workflow_id: standard.id });
    const before = await board();
    const level = before.approval_levels[0];
    const approver = level.approve_users[0];

    const vera = await signedIn(app, 'Vera Viewer');
    expect((await vera.get(`${api}/change-approval-status/${CHANGE}`)).statusCode).toBe(200);
    const attempts = [
      postJson(vera, `${api}/cab/add-approver`, {
        action: 'add',
        change_id: CHANGE,
        level_id: level.id,
        approver_id: 1,
        comment: 'Needs me',
      }),
      postJson(vera, `${api}/cab/remove-approver`, {
        action: 'remove',
        change_id: CHANGE,
        level_id: level.id,
        approver_id: approver.id,
        comment: 'Away',
      }),
      postJson(vera, `${api}/send-reminder`, { type: 'level', change_id: CHANGE, id: level.id }),
      vera.get(`${api}/stop-auto-reminder/${before.id}`),
      remove(vera, `${api}/remove-cab-approval/${CHANGE}`),
    ];
    for (const response of await Promise.all(attempts)) expect(answer(response)).toEqual(REFUSED);
    expect(await board()).toEqual(before);
  });
});
