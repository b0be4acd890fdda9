import type { Db } from '../../db/types';
import { listPersonaUsers, type UserProfile } from '../../db/users/users';
import type { RequestSession } from '../../http/session';

/** What the demo host page needs to know about the session (GET /shim/session, %SESSION_JSON%). */
export interface ShimSession {
  user: UserProfile;
  csrfToken: string;
  users: Pick<UserProfile, 'id' | 'name' | 'role'>[];
}

export function shimSession(db: Db, session: RequestSession): ShimSession {
  return { user: session.user, csrfToken: session.csrfToken, users: listPersonaUsers(db) };
}
