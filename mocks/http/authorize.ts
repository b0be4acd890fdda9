import type { FastifyRequest } from 'fastify';
import type { PermissionKey } from '../db/users/permission-catalogue';
import { userCan } from '../db/users/permissions';
import type { Db } from '../db/types';
import type { UserProfile } from '../db/users/users';
import { ForbiddenError } from './errors';
import { requestSession } from './session';

/** The signed-in user, if they hold `key`; else a 403 with `message`. */
export function requirePermission(db: Db, request: FastifyRequest, key: PermissionKey, message: string): UserProfile {
  const { user } = requestSession(request);
  if (!userCan(db, user, key)) throw new ForbiddenError(message);
  return user;
}
