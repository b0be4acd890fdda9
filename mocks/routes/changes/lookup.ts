import { findChangeState, type ChangeState } from '../../db/changes/state';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import { readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

export const CHANGE_NOT_FOUND = 'Change not found.';
export const CHANGE_VIEW_DENIED = 'You do not have permission to view changes.';
export const CHANGE_EDIT_DENIED = 'You do not have permission to edit changes.';

/** The change a path segment names, or a 404. */
export function changeFromPath(db: Db, segment: string): ChangeState {
  const id = readPathId(segment);
  const change = id === undefined ? undefined : findChangeState(db, id);
  if (!change) throw new NotFoundError(CHANGE_NOT_FOUND);
  return change;
}

/**
 * The change named by a field (change_id in a query or body): 422 when missing or malformed,
 * 404 when no such change exists.
 */
export function changeFromField(db: Db, fields: RawQuery, validator: Validator): ChangeState {
  const text = readString(fields, 'change_id', validator);
  if (text === undefined) validator.add('change_id', 'The change id field is required.');
  else if (readPathId(text) === undefined) validator.add('change_id', 'The change id must be an integer.');
  validator.throwIfFailed();
  return changeFromPath(db, text as string);
}
