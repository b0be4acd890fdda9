import { replaceSession } from '../../db/users/sessions';
import type { Db } from '../../db/types';
import { findUser, type UserProfile } from '../../db/users/users';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { requestSession, sendSessionCookie } from '../../http/session';
import type { Routes } from '../deps';
import { shimSession } from './shim-session';

interface HostTicket {
  id: number;
  ticket_number: string;
  subject: string;
  requester_id: number;
}

/** Calls only the demo host page makes: who is signed in, "sign in as", and the ticket it shows. */
export const shimRoutes: Routes = (app, { db }) => {
  app.get('/shim/session', async (request) => shimSession(db, requestSession(request)));

  // The host's own ticket data (number and subject), which a real host has at hand when it renders the page.
  app.get<{ Params: { id: string } }>('/shim/ticket/:id', async (request) => {
    const { user } = requestSession(request);
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const ticket = db.prepare('SELECT id, ticket_number, subject, requester_id FROM tickets WHERE id = ?').get(id) as
      HostTicket | undefined;
    if (!ticket) throw new NotFoundError('Ticket not found.');
    if (user.role === 'user' && ticket.requester_id !== user.id) {
      throw new ForbiddenError('This action is unauthorized.');
    }
    return { data: { id: ticket.id, ticket_number: ticket.ticket_number, subject: ticket.subject } };
  });

  // A new session id and token on every sign-in, so an id known before it is worth nothing after.
  app.post('/shim/sign-in', async (request, reply) => {
    const user = readSignInUser(db, request.body);
    const session = replaceSession(db, requestSession(request).id, user.id);
    sendSessionCookie(reply, session.id);
    return shimSession(db, { id: session.id, user, csrfToken: session.csrf_token });
  });
};

/** The user named by `user_id` (a JSON number or a numeric string, as a form would send it). */
function readSignInUser(db: Db, body: unknown): UserProfile {
  const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).user_id : undefined;
  if (raw === undefined || raw === null || raw === '') fail('The user id field is required.');
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) fail('The user id must be an integer.');
  return findUser(db, id) ?? fail('The selected user id is invalid.');
}

function fail(message: string): never {
  throw new ValidationError({ user_id: [message] });
}
