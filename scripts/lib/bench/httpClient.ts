import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: unknown;
  ms: number;
}

/**
 * A browser-like client of the contract backend over Node's http with a keep-alive agent: keeps
 * the session cookie and sends the CSRF token on writes. Status 0 means no answer (connection
 * error or timeout).
 */
export class BackendClient {
  private cookie = '';
  private csrfToken = '';

  constructor(
    private readonly baseUrl: string,
    private readonly agent: http.Agent,
    private readonly timeoutMs = 10_000,
  ) {}

  /**
   * Starts a session the way the host page does; the new session is signed in as the administrator.
   * Not a measured call: on a busy machine fifty clients signing in at once may each wait longer
   * than a measured call's limit, so a sign-in that got no answer is tried again, twice.
   */
  async signIn(): Promise<void> {
    let answer = await this.send('GET', '/shim/session');
    for (let retry = 0; answer.status === 0 && retry < 2; retry += 1) answer = await this.send('GET', '/shim/session');
    if (answer.status !== 200) throw new Error(`GET /shim/session answered ${answer.status}`);
    this.csrfToken = (answer.body as { csrfToken: string }).csrfToken;
  }

  get(path: string): Promise<HttpAnswer> {
    return this.send('GET', path);
  }

  post(path: string, body: unknown): Promise<HttpAnswer> {
    return this.send('POST', path, body);
  }

  delete(path: string): Promise<HttpAnswer> {
    return this.send('DELETE', path);
  }

  /** GETs `path` and counts what it streams (bytes, line feeds) without keeping it. */
  download(path: string): Promise<{ status: number; bytes: number; lineFeeds: number; ms: number }> {
    const headers: http.OutgoingHttpHeaders = this.cookie ? { cookie: this.cookie } : {};
    const started = performance.now();
    return new Promise((resolve) => {
      let bytes = 0;
      let lineFeeds = 0;
      const done = (status: number) => resolve({ status, bytes, lineFeeds, ms: performance.now() - started });
      const request = http.get(new URL(path, this.baseUrl), { headers, agent: this.agent }, (response) => {
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lineFeeds += 1;
        });
        response.on('error', () => done(0));
        response.on('end', () => done(response.statusCode ?? 0));
      });
      request.on('error', () => done(0));
    });
  }

  private send(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers['x-csrf-token'] = this.csrfToken;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    const started = performance.now();
    return new Promise((resolve) => {
      const done = (status: number, parsed: unknown) =>
        resolve({ status, body: parsed, ms: performance.now() - started });
      const request = http.request(url, { method, headers, agent: this.agent, timeout: this.timeoutMs }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => done(0, undefined));
        response.on('end', () => {
          const setCookie = response.headers['set-cookie']?.find((cookie) => cookie.startsWith('sd_session='));
          if (setCookie) this.cookie = setCookie.split(';')[0];
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: keep the text.
          }
          done(response.statusCode ?? 0, parsed);
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => done(0, undefined));
      request.end(payload);
    });
  }
}
