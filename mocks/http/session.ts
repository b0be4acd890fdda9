import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_PERSONA_EMAIL } from '../db/users/personas';
import { createSession, findSession, SESSION_LIFETIME_MS, type SessionRow } from '../db/users/sessions';
import type { Db } from '../db/types';
import { findUser, findUserIdByEmail, type UserProfile } from '../db/users/users';
import { readCookie, setSessionCookie } from './cookies';
import { CsrfMismatchError, MethodNotAllowedError, UnauthenticatedError } from './errors';
import { isPageNavigation } from './page-request';
import { isApiPath, isStaticAssetPath, SERVICE_DESK_API } from './url-prefixes';

export const SESSION_COOKIE = 'sd_session';
export const CSRF_HEADER = 'x-csrf-token';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The spec's calls that change data over GET: they need the token like a POST, and HEAD is refused. */
export const MUTATING_GET_ROUTES: ReadonlySet<string> = new Set([
  `${SERVICE_DESK_API}/change/assign/:assigneeId/:changeId`,
  `${SERVICE_DESK_API}/stop-auto-reminder/:id`,
  `${SERVICE_DESK_API}/resume-auto-reminder/:id`,
]);
/** The call the host page (or any client) makes first to learn its session and token. */
const SESSION_START_PATH = '/shim/session';

export interface RequestSession {
  id: string;
  user: UserProfile;
  csrfToken: string;
}

const sessionsByRequest = new WeakMap<FastifyRequest, RequestSession>();

/**
 * Gives requests their session: the live one their cookie names, or, for a page navigation or
 * GET /shim/session, a new one signed in as the administrator, since the demo starts signed in.
 * Other API calls without a live session answer 401 and create nothing; static files and
 * unknown paths need no session. Mutating requests, and the spec's mutating GETs,
 * must carry the session's CSRF token in X-CSRF-TOKEN.
 */
export function installSessions(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isStaticAssetPath(request.url)) return;
    const mutatingGet = MUTATING_GET_ROUTES.has(request.routeOptions.url ?? '');
    if (mutatingGet && request.method === 'HEAD') throw new MethodNotAllowedError();
    const session = liveSession(db, request) ?? (startsVisit(request) ? startSession(db, reply) : undefined);
    if (!session) {
      if (request.routeOptions.url !== undefined && isApiPath(request.url)) throw new UnauthenticatedError();
      return;
    }
    sessionsByRequest.set(request, session);
    if (
      (MUTATING_METHODS.has(request.method) || mutatingGet) &&
      !tokensMatch(request.headers[CSRF_HEADER], session.csrfToken)
    ) {
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

/** Makes a new session the one the browser holds (signing in, for instance). */
export function sendSessionCookie(reply: FastifyReply, sessionId: string): void {
  setSessionCookie(reply, SESSION_COOKIE, sessionId, Math.floor(SESSION_LIFETIME_MS / 1000));
}

function withUser(db: Db, row: SessionRow | undefined): RequestSession | undefined {
  const user = row && findUser(db, row.user_id);
  return row && user ? { id: row.id, user, csrfToken: row.csrf_token } : undefined;
}

function liveSession(db: Db, request: FastifyRequest): RequestSession | undefined {
  const cookie = readCookie(request, SESSION_COOKIE);
  return cookie === undefined ? undefined : withUser(db, findSession(db, cookie));
}

function startsVisit(request: FastifyRequest): boolean {
  return isPageNavigation(request) || (request.method === 'GET' && request.routeOptions.url === SESSION_START_PATH);
}

function startSession(db: Db, reply: FastifyReply): RequestSession {
  const adminId = findUserIdByEmail(db, ADMIN_PERSONA_EMAIL);
  if (adminId === undefined) throw new Error('The seeded administrator is missing.');
  const created = withUser(db, createSession(db, adminId));
  if (!created) throw new Error('The new session has no user.');
  sendSessionCookie(reply, created.id);
  return created;
}

function tokensMatch(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
