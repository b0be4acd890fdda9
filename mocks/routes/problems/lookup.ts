import { findProblemState, type ProblemState } from '../../db/problems/detail';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';

export const PROBLEM_NOT_FOUND = 'Problem not found.';

/** The problem a path names, or a 404. */
export function problemFromPath(db: Db, segment: string): ProblemState {
  const id = readPathId(segment);
  const problem = id === undefined ? undefined : findProblemState(db, id);
  if (!problem) throw new NotFoundError(PROBLEM_NOT_FOUND);
  return problem;
}

/** A record id from the path that must exist, else a 404 with `message`. */
export function existingIdFromPath(db: Db, segment: string, table: string, message: string): number {
  const id = readPathId(segment);
  if (id === undefined || db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) === undefined) {
    throw new NotFoundError(message);
  }
  return id;
}
