import type { FastifyRequest } from 'fastify';
import type { OwnerType } from '../../db/records/owners';
import type { Db } from '../../db/types';
import type { PermissionKey } from '../../db/users/permission-catalogue';
import type { UserProfile } from '../../db/users/users';
import { requirePermission } from '../../http/authorize';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readPathId } from '../../http/path-params';

/**
 * A kind of record as the shared routes (activity log, planning, associations, save, delete)
 * see it: its owner type, how one is found, and the noun its permissions and messages are made of.
 */
export interface RecordKind<TRecord extends { id: number } = { id: number }> {
  owner: OwnerType;
  /** 'problem': 'Problem not found.', 'edit_problem', 'You do not have permission to edit problems.' */
  noun: string;
  find: (db: Db, id: number) => TRecord | undefined;
  /** Why the record may not be changed now (the answer's message), or undefined when it may. */
  lockedReason?: (db: Db, id: number) => string | undefined;
}

export type Verb = 'view' | 'create' | 'edit' | 'delete' | 'close' | 'attach' | 'detach';

/** 'problem' -> 'Problem', for messages such as 'Problem deleted successfully.' */
export function capitalised(noun: string): string {
  return `${noun[0].toUpperCase()}${noun.slice(1)}`;
}

export function notFoundMessage(noun: string): string {
  return `${capitalised(noun)} not found.`;
}

export function permissionTo(verb: Verb, noun: string): PermissionKey {
  return (verb === 'view' ? 'view' : `${verb}_${noun}`) as PermissionKey;
}

/**
 * The signed-in user, if they may `verb` records called `noun` (the permission `{verb}_{noun}`;
 * viewing is one permission for all); else a 403 in the product's words.
 */
export function requireTo(db: Db, request: FastifyRequest, verb: Verb, noun: string): UserProfile {
  return requirePermission(db, request, permissionTo(verb, noun), `You do not have permission to ${verb} ${noun}s.`);
}

/** The record a path segment names, or a 404. */
export function recordFromPath<TRecord extends { id: number }>(
  db: Db,
  kind: RecordKind<TRecord>,
  segment: string,
): TRecord {
  const id = readPathId(segment);
  const record = id === undefined ? undefined : kind.find(db, id);
  if (!record) throw new NotFoundError(notFoundMessage(kind.noun));
  return record;
}

/** A 422 with the kind's reason while the record is locked (a change while its CAB decides). */
export function requireUnlocked(db: Db, kind: RecordKind, id: number): void {
  const reason = kind.lockedReason?.(db, id);
  if (reason !== undefined) throw new ValidationError({}, reason);
}

/** The record a path segment names, for a write that follows at once: a 404, or a 422 while it is locked. */
export function writableRecordFromPath<TRecord extends { id: number }>(
  db: Db,
  kind: RecordKind<TRecord>,
  segment: string,
): TRecord {
  const record = recordFromPath(db, kind, segment);
  requireUnlocked(db, kind, record.id);
  return record;
}
