import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { createHttp } from './http';
import { ApiError } from './errors';

const API = 'http://sd.test';

function http(timeoutMs?: number) {
  return createHttp({ apiBaseUrl: API, csrfToken: 'csrf-123', timeoutMs });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('the HTTP client', () => {
  it('sends the CSRF token and the XMLHttpRequest marker', async () => {
    const scope = nock(API, { reqheaders: { 'x-csrf-token': 'csrf-123', 'x-requested-with': 'XMLHttpRequest' } })
      .post('/service-desk/api/problem-close/4')
      .reply(200, { message: 'Problem closed.' });
    const response = await http().post('/service-desk/api/problem-close/4');
    expect(response.data).toEqual({ message: 'Problem closed.' });
    scope.done();
  });

  it("sends the CSRF token on GETs too, which the spec's assign and reminder calls need", async () => {
    const scope = nock(API, { reqheaders: { 'x-csrf-token': 'csrf-123' } })
      .get('/service-desk/api/stop-auto-reminder/7')
      .reply(200, { message: 'Automatic reminders stopped.' });
    await http().get('/service-desk/api/stop-auto-reminder/7');
    scope.done();
  });

  it('turns a 422 into the server message with its field errors', async () => {
    nock(API)
      .post('/service-desk/api/problem')
      .reply(422, { message: 'The given data was invalid.', errors: { subject: ['The subject field is required.'] } });
    const error = await failureOf(http().post('/service-desk/api/problem'));
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.firstFieldMessages()).toEqual({ subject: 'The subject field is required.' });
  });

  it('shows the server message of a 500, and a clear one when there is none', async () => {
    nock(API).get('/a').reply(500, { message: 'Database unavailable.' });
    expect((await failureOf(http().get('/a'))).message).toBe('Database unavailable.');
    nock(API).get('/b').reply(502, '<html>Bad gateway</html>');
    expect((await failureOf(http().get('/b'))).message).toBe(
      'The server answered with an error (502). Please try again.',
    );
  });

  it('says the session expired on a 419', async () => {
    nock(API).delete('/x').reply(419, { message: 'CSRF token mismatch.' });
    expect((await failureOf(http().delete('/x'))).message).toBe(
      'Your session has expired. Reload the page and try again.',
    );
  });

  it('rejects a malformed or empty body of a successful answer', async () => {
    nock(API).get('/malformed').reply(200, '{"data": [', { 'Content-Type': 'application/json' });
    expect((await failureOf(http().get('/malformed'))).message).toBe(
      'The server sent an answer that could not be read. Please try again.',
    );
    nock(API).get('/empty').reply(200, '');
    expect((await failureOf(http().get('/empty'))).message).toMatch(/could not be read/);
  });

  it('reports a timeout', async () => {
    // nock's delays do not fire socket timeouts: a real server that never answers does. The limit
    // leaves time to connect on a busy machine: a timeout during connect is a reset, not a timeout.
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    nock.enableNetConnect('127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const slow = createHttp({ apiBaseUrl: `http://127.0.0.1:${port}`, csrfToken: '', timeoutMs: 1000 });
      expect((await failureOf(slow.get('/slow'))).message).toBe(
        'The server took too long to answer. Please try again.',
      );
    } finally {
      nock.disableNetConnect();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reports an unreachable server', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    nock.enableNetConnect('127.0.0.1');
    const closed = createHttp({ apiBaseUrl: `http://127.0.0.1:${port}`, csrfToken: '' });
    expect((await failureOf(closed.get('/down'))).message).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    nock.disableNetConnect();
  });
});
