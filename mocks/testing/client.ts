import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';

export interface ShimSessionBody {
  user: { id: number; name: string; email: string; role: string; profile_pic: string };
  csrfToken: string;
  users: { id: number; name: string; role: string }[];
}

const SESSION_PATH = '/shim/session';

/**
 * A browser-like client over app.inject: keeps the session cookie and the CSRF token. Like a
 * browser that opened the host page first, it starts its session before its first call.
 */
export class TestClient {
  private cookie: string | undefined;
  csrfToken: string | undefined;

  constructor(readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...rest } = options;
    if (!this.cookie && rest.url !== SESSION_PATH) await this.session();
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
    if (this.cookie) headers.cookie = this.cookie;
    if (csrf && this.csrfToken && !headers['x-csrf-token']) headers['x-csrf-token'] = this.csrfToken;
    const response = await this.app.inject({ ...rest, headers });
    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'sd_session');
    if (sessionCookie) this.cookie = `sd_session=${sessionCookie.value}`;
    return response;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, headers });
  }

  /** Starts (or reads) the session the way the host page does, remembering its CSRF token. */
  async session(): Promise<ShimSessionBody> {
    const body = (await this.get(SESSION_PATH)).json() as ShimSessionBody;
    this.csrfToken = body.csrfToken;
    return body;
  }

  async signInAs(name: string): Promise<ShimSessionBody> {
    const { users } = await this.session();
    const user = users.find((candidate) => candidate.name === name);
    if (!user) throw new Error(`No persona called ${name}`);
    const response = await this.request({ method: 'POST', url: '/shim/sign-in', payload: { user_id: user.id } });
    if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
    const body = response.json() as ShimSessionBody;
    this.csrfToken = body.csrfToken;
    return body;
  }
}

export async function startApp(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ dbFile: ':memory:', ...options });
  await app.ready();
  return app;
}
