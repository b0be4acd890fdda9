import { PERSONAS } from './personas';
import type { Db, UserRole } from '../types';

/** SQL for a user's display name; `alias` is the users table's alias in the query. */
export function fullNameSql(alias: string): string {
  return `(${alias}.first_name || ' ' || ${alias}.last_name)`;
}

export interface UserProfile {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  profile_pic: string;
}

export function findUser(db: Db, id: number): UserProfile | undefined {
  return db
    .prepare(`SELECT id, ${fullNameSql('u')} AS name, email, role, profile_pic FROM users u WHERE id = ?`)
    .get(id) as UserProfile | undefined;
}

export function findUserIdByEmail(db: Db, email: string): number | undefined {
  const row = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;
  return row?.id;
}

/** The demo's "sign in as" choices, in persona order. */
export function listPersonaUsers(db: Db): Pick<UserProfile, 'id' | 'name' | 'role'>[] {
  const find = db.prepare(`SELECT id, ${fullNameSql('u')} AS name, role FROM users u WHERE email = ?`);
  return PERSONAS.map(
    (persona) => find.get(persona.email) as Pick<UserProfile, 'id' | 'name' | 'role'> | undefined,
  ).filter((user) => user !== undefined);
}
