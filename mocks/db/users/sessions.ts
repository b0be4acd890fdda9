import { randomBytes } from 'node:crypto';
import { nowDbDate } from '../dates';
import type { Db } from '../types';

export interface SessionRow {
  id: string;
  user_id: number;
  csrf_token: string;
}

export function findSession(db: Db, id: string): SessionRow | undefined {
  return db.prepare('SELECT id, user_id, csrf_token FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
}

/** A new session with a 128-bit id and its own CSRF token. */
export function createSession(db: Db, userId: number): SessionRow {
  const session: SessionRow = {
    id: randomBytes(16).toString('hex'),
    user_id: userId,
    csrf_token: randomBytes(20).toString('hex'),
  };
  db.prepare('INSERT INTO sessions (id, user_id, csrf_token, created_at) VALUES (?, ?, ?, ?)').run(
    session.id,
    session.user_id,
    session.csrf_token,
    nowDbDate(),
  );
  return session;
}

export function setSessionUser(db: Db, sessionId: string, userId: number): void {
  db.prepare('UPDATE sessions SET user_id = ? WHERE id = ?').run(userId, sessionId);
}
