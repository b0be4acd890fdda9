import Database from 'better-sqlite3';
import { createSession, findSession, SESSION_LIFETIME_MS } from '../db/users/sessions';
import { openDatabase } from '../db/connection';
import { TestClient } from '../testing/client';
import { useApp, useUploadApp } from '../testing/use-app';

describe('sessions and CSRF', () => {
  const ctx = useApp({ session: false });

  it('starts a new visitor signed in as the administrator, with an httpOnly lax session cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/shim/session' });

    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'sd_session');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    const body = response.json();
    expect(body.user).toMatchObject({ name: 'Ada Admin', role: 'admin', email: 'ada.admin@helpdesk.example' });
    expect(body.user.profile_pic).toMatch(/^data:image\//);
    expect(body.csrfToken).toMatch(/^[0-9a-f]{40}$/);
    expect(body.users.map((u: { name: string }) => u.name)).toEqual([
      'Ada Admin',
      'Sam Agent',
      'Vera Viewer',
      'Rita Requester',
    ]);
  });

  it('keeps the same session and token while the cookie is sent', async () => {
    const client = new TestClient(ctx.app);
    const first = await client.session();
    const second = await client.session();

    expect(second.csrfToken).toBe(first.csrfToken);
    expect(second.user.id).toBe(first.user.id);
  });

  it('gives separate visitors separate sessions and tokens', async () => {
    const one = await new TestClient(ctx.app).session();
    const other = await new TestClient(ctx.app).session();

    expect(one.csrfToken).not.toBe(other.csrfToken);
  });

  it('replaces an unknown session cookie with a fresh administrator session', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/shim/session',
      headers: { cookie: 'sd_session=nope' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sd_session')?.value).not.toBe('nope');
    expect(response.json().user.name).toBe('Ada Admin');
  });

  it.each([
    ['without a token', {}],
    ['with a wrong token', { 'x-csrf-token': 'not-the-token' }],
  ])('refuses a mutating call %s with 419', async (_, headers) => {
    const client = new TestClient(ctx.app);
    const { users } = await client.session();

    const response = await client.request({
      method: 'POST',
      url: '/shim/sign-in',
      payload: { user_id: users[1].id },
      headers,
      csrf: false,
    });

    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect((await client.session()).user.name).toBe('Ada Admin');
  });

  it('refuses a DELETE on the API without the token', async () => {
    const client = new TestClient(ctx.app);
    await client.session();

    const response = await client.request({ method: 'DELETE', url: '/service-desk/api/problem-delete/1', csrf: false });

    expect(response.statusCode).toBe(419);
  });

  it('switches the signed-in user with the right token', async () => {
    const client = new TestClient(ctx.app);
    const { users } = await client.session();
    const vera = users.find((u) => u.name === 'Vera Viewer')!;

    const response = await client.request({ method: 'POST', url: '/shim/sign-in', payload: { user_id: vera.id } });

    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: vera.id, name: 'Vera Viewer', role: 'agent' });
    const after = await client.session();
    expect(after.user.name).toBe('Vera Viewer');
  });

  it('gives a new session id and token on sign-in, and the old id names nothing after it', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/shim/session' });
    const oldCookie = before.cookies.find((c) => c.name === 'sd_session')!.value;
    const { csrfToken, users } = before.json();

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/shim/sign-in',
      cookies: { sd_session: oldCookie },
      headers: { 'x-csrf-token': csrfToken },
      payload: { user_id: users[1].id },
    });

    expect(response.statusCode).toBe(200);
    const newCookie = response.cookies.find((c) => c.name === 'sd_session')!;
    expect(newCookie.value).toMatch(/^[0-9a-f]{32}$/);
    expect(newCookie.value).not.toBe(oldCookie);
    expect(response.json().csrfToken).not.toBe(csrfToken);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/service-desk/api/problem-list',
      cookies: { sd_session: oldCookie },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('answers an API call without a session with 401, as Laravel does', async () => {
    for (const cookie of [undefined, 'sd_session=unknown']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/service-desk/api/problem-list',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('sets a cookie the browser drops when the session expires', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/shim/session' });

    expect(response.cookies.find((c) => c.name === 'sd_session')!.maxAge).toBe(SESSION_LIFETIME_MS / 1000);
  });

  it('accepts sign-in as a form post too', async () => {
    const client = new TestClient(ctx.app);
    const { users } = await client.session();
    const rita = users.find((u) => u.name === 'Rita Requester')!;

    const response = await client.request({
      method: 'POST',
      url: '/shim/sign-in',
      payload: `user_id=${rita.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    expect(response.statusCode).toBe(200);
    expect((await client.session()).user).toMatchObject({ name: 'Rita Requester', role: 'user' });
  });

  it.each([
    [{ user_id: 99999 }, 'The selected user id is invalid.'],
    [{ user_id: 'abc' }, 'The user id must be an integer.'],
    [{}, 'The user id field is required.'],
  ])('answers sign-in with %j with 422', async (payload, message) => {
    const client = new TestClient(ctx.app);
    await client.session();

    const response = await client.request({ method: 'POST', url: '/shim/sign-in', payload });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors: { user_id: [message] } });
  });

  it('answers a malformed JSON body with a 400, not a server error', async () => {
    const client = new TestClient(ctx.app);
    await client.session();

    const response = await client.request({
      method: 'POST',
      url: '/shim/sign-in',
      payload: '{"user_id":',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('session rows', () => {
  const ctx = useUploadApp();

  const sessionCount = (): number => {
    const db = new Database(ctx.dbFile, { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it('are not created by API calls without a cookie', async () => {
    const before = sessionCount();

    for (let i = 0; i < 5; i++) {
      await ctx.app.inject({ method: 'GET', url: '/service-desk/api/problem-list' });
      await ctx.app.inject({ method: 'POST', url: '/service-desk/api/problem', payload: {} });
    }

    expect(sessionCount()).toBe(before);
  });
});

describe('session expiry', () => {
  it('finds a session until its lifetime is over, and drops expired rows when a new one starts', () => {
    const db = openDatabase(':memory:');
    try {
      const start = new Date('2026-01-01T08:00:00Z');
      const session = createSession(db, 1, start);

      expect(findSession(db, session.id, new Date(start.getTime() + SESSION_LIFETIME_MS - 1000))).toBeDefined();
      const later = new Date(start.getTime() + SESSION_LIFETIME_MS);
      expect(findSession(db, session.id, later)).toBeUndefined();

      createSession(db, 1, later);
      expect(db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE id = ?').get(session.id)).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});
