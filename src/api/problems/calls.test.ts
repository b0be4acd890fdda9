import nock from 'nock';
import { createHttp } from '@/api/http';
import { ApiError } from '@/api/errors';
import {
  attachChange,
  attachedChange,
  closeProblem,
  detachChange,
  fetchProblem,
  fetchProblemActions,
  isActiveProblem,
} from '@/api/problems';
import { fetchProblemLog } from '@/api/activity-logs';
import { API } from '@/testing/renderWithPlugin';

const http = createHttp({ apiBaseUrl: API, csrfToken: 'token' });

describe('the problem view calls', () => {
  it('reads the problem at data.data and rejects an unreadable body', async () => {
    nock(API)
      .get('/service-desk/api/problem/3')
      .reply(200, { data: { data: { id: 3, subject: 'S' } } });
    await expect(fetchProblem(http, 3)).resolves.toMatchObject({ id: 3, subject: 'S' });
    nock(API).get('/service-desk/api/problem/4').reply(200, { data: [] });
    await expect(fetchProblem(http, 4)).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the action flags at data.data.actions, missing ones as false', async () => {
    nock(API)
      .get('/service-desk/api/problem-action/3')
      .reply(200, { data: { data: { actions: { problem_edit: true, problem_close: 1, problem_delete: false } } } });
    const flags = await fetchProblemActions(http, 3);
    expect(flags).toMatchObject({
      problem_edit: true,
      problem_close: true,
      problem_delete: false,
      check_planning: false,
    });
  });

  it('asks for the log with page, limit and the plain sort-order', async () => {
    nock(API)
      .get('/service-desk/api/problem-log/3')
      .query({ page: '2', limit: '25', 'sort-order': 'asc' })
      .reply(200, { data: { problem_activity_logs: { data: [{ id: 1 }], total: 26, per_page: 25 } } });
    await expect(fetchProblemLog(http, 3, { page: 2, limit: 25, order: 'asc' })).resolves.toEqual({
      entries: [{ id: 1 }],
      total: 26,
      perPage: 25,
    });
  });

  it('closes, attaches and detaches on their paths and returns the message', async () => {
    nock(API).post('/service-desk/api/problem-close/3').reply(200, { message: 'Closed.' });
    nock(API).post('/service-desk/api/problem-attach-change/3/9').reply(200, { message: 'Attached.' });
    nock(API).delete('/service-desk/api/problem-detach-change/3/9').reply(200, { message: 'Detached.' });
    await expect(closeProblem(http, 3)).resolves.toBe('Closed.');
    await expect(attachChange(http, 3, 9)).resolves.toBe('Attached.');
    await expect(detachChange(http, 3, 9)).resolves.toBe('Detached.');
  });

  it('treats an empty array as no change and only "1" as active', () => {
    expect(attachedChange({ change: [] })).toBeNull();
    expect(attachedChange({ change: null })).toBeNull();
    expect(attachedChange({ change: { id: 9 } })).toEqual({ id: 9 });
    expect(isActiveProblem({ active: '1' })).toBe(true);
    expect(isActiveProblem({ active: 1 })).toBe(true);
    expect(isActiveProblem({ active: '0' })).toBe(false);
    expect(isActiveProblem({ active: 'yes' })).toBe(false);
  });
});
