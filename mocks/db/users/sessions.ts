import { randomBytes } from 'node:crypto';
import { toDbDate } from '../dates';
import type { Db } from '../types';

/** How long a session lasts from sign-in; after that its cookie names nothing. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface SessionRow {
  id: string;
  user_id: number;
  csrf_token: string;
}

/** The session the id names, unless it has expired. */
export function findSession(db: Db, id: string, now = new Date()): SessionRow | undefined {
  return db
    .prepare('SELECT id, user_id, csrf_token FROM sessions WHERE id = ? AND expires_at > ?')
    .get(id, toDbDate(now)) as SessionRow | undefined;
}

/** A new session with a 128-bit id and its own CSRF token; expired rows are removed on the way. */
export function createSession(db: Db, userId: number, now = new Date()): SessionRow {
  const session: SessionRow = {
    id: randomBytes(16).toString('hex'),
    user_id: userId,
    csrf_token: randomBytes(20).toString('hex'),
  };
  db.transaction(() => {
    db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(toDbDate(now));
    db.prepare('INSERT INTO sessions (id, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      session.id,
      session.user_id,
      session.csrf_token,
      toDbDate(now),
      toDbDate(new Date(now.getTime() + SESSION_LIFETIME_MS)),
    );
  })();
  return session;
}

/** Signing in as someone replaces the session: a new id and token, the old row gone. */
export function replaceSession(db: Db, oldId: string, userId: number): SessionRow {
  return db.transaction(() => {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(oldId);
    return createSession(db, userId);
  })();
}
