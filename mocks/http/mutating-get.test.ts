import type { TestClient } from '../testing/client';
import { useApp } from '../testing/use-app';

const api = '/service-desk/api';

interface Board {
  id: number;
  send_auto_reminders: boolean;
}

/**
 * The spec's three GETs that change data need the CSRF token like a POST: an image, a link or a
 * form of another page (or of stored HTML) can send a GET but never that header.
 */
describe('mutating GETs', () => {
  const ctx = useApp();
  let admin: TestClient;

  const changeAgent = async (changeId: number): Promise<number | null> =>
    ((await admin.get(`${api}/change/${changeId}`)).json() as { data: { change: { agent: { id: number } | null } } })
      .data.change.agent?.id ?? null;

  const board = async (changeId: number): Promise<Board> =>
    ((await admin.get(`${api}/change-approval-status/${changeId}`)).json() as { data: Board[] }).data[0];

  const pendingBoard = async (changeId: number): Promise<Board> => {
    const cabs = (await admin.get(`${api}/dependency/cabs`)).json() as { data: { data: { id: number }[] } };
    const applied = await admin.request({
      method: 'POST',
      url: `${api}/apply-cab-approval`,
      payload: { change_id: changeId, workflow_id: cabs.data.data[0].id },
    });
    expect(applied.statusCode).toBe(200);
    return board(changeId);
  };

  const agentId = async (): Promise<number> => {
    const agents = (await admin.get('/api/dependency/agents')).json() as { data: { data: { id: number }[] } };
    return agents.data.data[agents.data.data.length - 1].id;
  };

  beforeEach(() => {
    admin = ctx.admin;
  });

  it.each([
    ['without the token', {}],
    ['with a wrong token', { 'x-csrf-token': 'forged' }],
  ])('refuses to assign a change %s with 419 and leaves it as it was', async (_, headers) => {
    const before = await changeAgent(3);
    const assignee = await agentId();

    const response = await admin.request({
      method: 'GET',
      url: `${api}/change/assign/${assignee}/3`,
      headers,
      csrf: false,
    });

    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect(await changeAgent(3)).toBe(before);
  });

  it('assigns with the token', async () => {
    const assignee = await agentId();

    const response = await admin.get(`${api}/change/assign/${assignee}/3`);

    expect(response.statusCode).toBe(200);
    expect(await changeAgent(3)).toBe(assignee);
  });

  it.each(['stop', 'resume'])('refuses to %s automatic reminders without the token', async (verb) => {
    const { id, send_auto_reminders: before } = await pendingBoard(5);

    const response = await admin.request({ method: 'GET', url: `${api}/${verb}-auto-reminder/${id}`, csrf: false });

    expect(response.statusCode).toBe(419);
    expect((await board(5)).send_auto_reminders).toBe(before);
  });

  it('never acts on a HEAD, even with the token', async () => {
    const { id, send_auto_reminders: reminding } = await pendingBoard(6);
    const assignee = await agentId();
    const before = await changeAgent(6);

    for (const url of [
      `${api}/${reminding ? 'stop' : 'resume'}-auto-reminder/${id}`,
      `${api}/change/assign/${assignee}/6`,
    ]) {
      const response = await admin.request({ method: 'HEAD', url });
      expect(response.statusCode).toBe(405);
    }
    expect((await board(6)).send_auto_reminders).toBe(reminding);
    expect(await changeAgent(6)).toBe(before);
  });
});
