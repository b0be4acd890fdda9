import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_PERSONA_EMAIL } from '../db/users/personas';
import { createSession, findSession, type SessionRow } from '../db/users/sessions';
import type { Db } from '../db/types';
import { findUser, findUserIdByEmail, type UserProfile } from '../db/users/users';
import { readCookie, setSessionCookie } from './cookies';
import { CsrfMismatchError } from './errors';
import { isStaticAssetPath } from './url-prefixes';

export const SESSION_COOKIE = 'sd_session';
export const CSRF_HEADER = 'x-csrf-token';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestSession {
  id: string;
  user: UserProfile;
  csrfToken: string;
}

const sessionsByRequest = new WeakMap<FastifyRequest, RequestSession>();

/**
 * Gives every request (but static files) a session: the one its cookie names, or a new one
 * signed in as the administrator, since the demo starts signed in. Mutating requests must then
 * carry the session's CSRF token in X-CSRF-TOKEN.
 */
export function installSessions(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isStaticAssetPath(request.url)) return;
    const session = resolveSession(db, request, reply);
    sessionsByRequest.set(request, session);
    if (MUTATING_METHODS.has(request.method) && !tokensMatch(request.headers[CSRF_HEADER], session.csrfToken)) {
      throw new CsrfMismatchError();
    }
  });
}

/** The current request's session: who is signed in and the CSRF token the page publishes. */
export function requestSession(request: FastifyRequest): RequestSession {
  const session = sessionsByRequest.get(request);
  if (!session) throw new Error(`No session for ${request.method} ${request.url}: is the path static?`);
  return session;
}

function resolveSession(db: Db, request: FastifyRequest, reply: FastifyReply): RequestSession {
  const cookie = readCookie(request, SESSION_COOKIE);
  const existing = cookie === undefined ? undefined : withUser(db, findSession(db, cookie));
  if (existing) return existing;

  const adminId = findUserIdByEmail(db, ADMIN_PERSONA_EMAIL);
  if (adminId === undefined) throw new Error('The seeded administrator is missing.');
  const created = withUser(db, createSession(db, adminId));
  if (!created) throw new Error('The new session has no user.');
  setSessionCookie(reply, SESSION_COOKIE, created.id);
  return created;
}

function withUser(db: Db, row: SessionRow | undefined): RequestSession | undefined {
  const user = row && findUser(db, row.user_id);
  return row && user ? { id: row.id, user, csrfToken: row.csrf_token } : undefined;
}

function tokensMatch(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
