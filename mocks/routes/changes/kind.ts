import { isCabApprovalPending } from '../../db/change-approvals/pending';
import { readChange, type ChangeDetail } from '../../db/changes/detail';
import { findChangeState, type ChangeState } from '../../db/changes/state';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import { readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';
import { notFoundMessage, recordFromPath, type RecordKind } from '../records/kind';

export const CHANGE_LOCKED = 'The change cannot be updated while its CAB approval is pending.';

/** Changes: while a CAB approval is pending, nothing but the CAB itself may change them. */
export const CHANGES: RecordKind<ChangeState> = {
  owner: 'sd_changes',
  noun: 'change',
  find: findChangeState,
  lockedReason: (db, id) => (isCabApprovalPending(db, id) ? CHANGE_LOCKED : undefined),
};

/** The whole change a path segment names (the Change entity), or a 404. */
export function changeDetailFromPath(db: Db, segment: string): ChangeDetail {
  const id = readPathId(segment);
  const change = id === undefined ? undefined : readChange(db, id);
  if (!change) throw new NotFoundError(notFoundMessage(CHANGES.noun));
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
  return recordFromPath(db, CHANGES, text as string);
}
