import nock from 'nock';
import { ApiError, UNREADABLE_ANSWER } from '../errors';
import { createHttp } from '../http';
import { deleteAutomation, fetchAutomation, fetchAutomationOptions, reorderAutomations } from './calls';
import { movedOrder } from './movedOrder';

const API = 'http://sd.test';
const http = () => createHttp({ apiBaseUrl: API, csrfToken: 'csrf-123' });

describe('the workflow and listener calls', () => {
  it('moves one id a place up or down and leaves the ends as they are', () => {
    expect(movedOrder([1, 2, 3], { id: 2, offset: -1 })).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], { id: 2, offset: 1 })).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], { id: 1, offset: -1 })).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], { id: 3, offset: 1 })).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], { id: 9, offset: 1 })).toEqual([1, 2, 3]);
  });

  it('sends the order as JSON with the CSRF token, and deletes by kind and id', async () => {
    const scope = nock(API, { reqheaders: { 'x-csrf-token': 'csrf-123' } })
      .post('/service-desk/api/listener/order', { ids: [3, 1, 2] })
      .reply(200, { message: 'Order updated successfully.' })
      .delete('/service-desk/api/listener/3')
      .reply(200, { message: 'Listener deleted successfully.' });
    expect(await reorderAutomations(http(), 'listener', [3, 1, 2])).toBe('Order updated successfully.');
    expect(await deleteAutomation(http(), 'listener', 3)).toBe('Listener deleted successfully.');
    scope.done();
  });

  it('refuses an automation or options answer without its lists', async () => {
    nock(API)
      .get('/service-desk/api/workflow/4')
      .reply(200, { data: { id: 4, name: 'No rules list' } })
      .get('/service-desk/api/automation-options')
      .reply(200, { data: { fields: [] } });
    await expect(fetchAutomation(http(), 'workflow', 4)).rejects.toEqual(new ApiError(UNREADABLE_ANSWER));
    await expect(fetchAutomationOptions(http())).rejects.toEqual(new ApiError(UNREADABLE_ANSWER));
  });
});
