import { checkMaxLength } from '../../http/form-fields';
import { readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';

export const REASON_MAX = 250;

/** The reason of an approver change: required, at most 250 characters. */
export function readReason(fields: RawQuery, validator: Validator): string | undefined {
  const reason = readString(fields, 'comment', validator);
  if (reason === undefined) validator.add('comment', 'The reason field is required.');
  checkMaxLength(reason, 'comment', 'reason', REASON_MAX, validator);
  return reason;
}

/** An approval decision: action_type approve or deny, and a required comment; one 422 with every error. */
export function readDecision(fields: RawQuery): { action: 'approve' | 'deny'; comment: string } {
  const validator = new Validator();
  const actionText = readString(fields, 'action_type', validator);
  if (actionText === undefined) validator.add('action_type', 'The action type field is required.');
  else if (actionText !== 'approve' && actionText !== 'deny') {
    validator.add('action_type', 'The selected action type is invalid.');
  }
  const comment = readString(fields, 'comment', validator);
  if (comment === undefined) validator.add('comment', 'The comment field is required.');
  validator.throwIfFailed();
  return { action: actionText as 'approve' | 'deny', comment: comment as string };
}
