import type { FastifyRequest } from 'fastify';
import { applyCab } from '../../db/change-approvals/apply';
import { addApprover, removeApprover, type ApproverChange } from '../../db/change-approvals/approvers';
import { isCabApprovalPending } from '../../db/change-approvals/pending';
import { findBoard, findLevel, findPendingBoard, levelApprovers } from '../../db/change-approvals/records';
import { sendReminders, setAutoReminders } from '../../db/change-approvals/reminders';
import { removeBoard } from '../../db/change-approvals/remove';
import { readApprovalStatus } from '../../db/change-approvals/status';
import type { ApproverRow, BoardRow, LevelRow } from '../../db/change-approvals/types';
import type { Actor } from '../../db/records/activity-log';
import type { Db } from '../../db/types';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readPathId } from '../../http/path-params';
import { readChoice, readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { readReason } from './input';
import { readIdField, readReference } from '../../http/form-fields';
import { AGENT_SCOPE } from '../../db/labels';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { CHANGES } from '../changes/kind';
import type { Routes } from '../deps';
import { notFoundMessage, requireTo } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';

export const ALREADY_PENDING = 'A CAB approval is already pending for this change.';
export const NOT_ACTIVE_LEVEL = 'Approvers can be added or removed only on the active level while it is pending.';
export const REMINDER_NOT_ALLOWED = 'A reminder can be sent only for an active level or approver that is pending.';
export const REMINDERS_NOT_PENDING = 'Automatic reminders can be changed only while the approval is pending.';
export const NOTHING_TO_REMOVE = 'There is no pending CAB approval to remove.';
const BOARD_NOT_FOUND = 'CAB approval not found.';

/** Applying a CAB to a change, its approval status, approvers, reminders and removal. */
export const cabChangeRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;
  const editor = (request: FastifyRequest): Actor => {
    const user = requireTo(db, request, 'edit', CHANGES.noun);
    return { id: user.id, name: user.name };
  };
  const changeFromPath = (segment: string) => existingIdFromPath(db, segment, 'changes', notFoundMessage(CHANGES.noun));

  app.post(`${api}/apply-cab-approval`, async (request) => {
    const actor = editor(request);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const changeId = readReference(db, fields, 'change_id', 'change', { table: 'changes', required: true }, validator);
    const cabId = readReference(db, fields, 'workflow_id', 'CAB', { table: 'cabs', required: true }, validator);
    validator.throwIfFailed();
    if (isCabApprovalPending(db, changeId as number)) {
      throw new ValidationError({ change_id: [ALREADY_PENDING] }, ALREADY_PENDING);
    }
    if (!db.prepare('SELECT 1 FROM cab_levels WHERE cab_id = ?').get(cabId)) {
      const message = 'The selected CAB has no approval levels.';
      throw new ValidationError({ workflow_id: [message] }, message);
    }
    applyCab(db, changeId as number, cabId as number, actor);
    return { message: 'CAB applied successfully.' };
  });

  app.get<{ Params: { changeId: string } }>(`${api}/change-approval-status/:changeId`, async (request) => {
    const user = requireTo(db, request, 'view', CHANGES.noun);
    return { data: readApprovalStatus(db, changeFromPath(request.params.changeId), user) };
  });

  for (const action of ['add', 'remove'] as const) {
    app.post(`${api}/cab/${action}-approver`, async (request) => {
      const actor = editor(request);
      const { fields } = await readFormBody(request);
      const input = readApproverChange(db, fields, action);
      if (action === 'add') {
        addApprover(db, input, actor);
        return { message: 'Approver added successfully.' };
      }
      removeApprover(db, input, actor);
      return { message: 'Approver removed successfully.' };
    });
  }

  for (const [path, on] of [
    ['resume-auto-reminder', true],
    ['stop-auto-reminder', false],
  ] as const) {
    app.get<{ Params: { id: string } }>(`${api}/${path}/:id`, async (request) => {
      const actor = editor(request);
      const id = readPathId(request.params.id);
      const board = id === undefined ? undefined : findBoard(db, id);
      if (!board) throw new NotFoundError(BOARD_NOT_FOUND);
      if (board.status !== 'PENDING') throw new ValidationError({}, REMINDERS_NOT_PENDING);
      setAutoReminders(db, board, on, actor);
      return { message: on ? 'Automatic reminders resumed.' : 'Automatic reminders stopped.' };
    });
  }

  app.post(`${api}/send-reminder`, async (request) => {
    const actor = editor(request);
    const { fields } = await readFormBody(request);
    sendReminders(db, readReminder(db, fields), actor);
    return { message: 'Reminder sent successfully.' };
  });

  app.delete<{ Params: { changeId: string } }>(`${api}/remove-cab-approval/:changeId`, async (request) => {
    const actor = editor(request);
    const board = findPendingBoard(db, changeFromPath(request.params.changeId));
    if (!board) throw new ValidationError({}, NOTHING_TO_REMOVE);
    removeBoard(db, board, actor);
    return { message: 'CAB approval removed successfully.' };
  });
};

/** The fields of an add / remove approver call, checked against the change's pending board. */
function readApproverChange(db: Db, fields: RawQuery, action: 'add' | 'remove'): ApproverChange {
  const validator = new Validator();
  const sent = readString(fields, 'action', validator);
  if (sent !== undefined && sent !== action) validator.add('action', 'The selected action is invalid.');
  const changeId = readReference(db, fields, 'change_id', 'change', { table: 'changes', required: true }, validator);
  const levelId = readIdField(fields, 'level_id', 'level', validator);
  const userId =
    action === 'add'
      ? readReference(
          db,
          fields,
          'approver_id',
          'approver',
          { table: 'users', required: true, scope: AGENT_SCOPE },
          validator,
        )
      : readIdField(fields, 'approver_id', 'approver', validator);
  const reason = readReason(fields, validator);
  validator.throwIfFailed();

  const board = findPendingBoard(db, changeId as number);
  const level = findLevel(db, levelId as number);
  if (!board || !level || level.board_id !== board.id || level.is_active !== 1 || level.status !== 'PENDING') {
    throw new ValidationError({ level_id: [NOT_ACTIVE_LEVEL] }, NOT_ACTIVE_LEVEL);
  }
  const approvers = levelApprovers(db, level.id);
  const existing = approvers.find((approver) => approver.user_id === userId);
  if (action === 'add' && existing) {
    const message = 'The user is already an approver of this level.';
    throw new ValidationError({ approver_id: [message] }, message);
  }
  if (action === 'remove') {
    if (!existing) throw new ValidationError({ approver_id: ['The selected approver is invalid.'] });
    if (existing.status !== 'PENDING') {
      const message = 'Only a pending approver can be removed.';
      throw new ValidationError({ approver_id: [message] }, message);
    }
    if (approvers.length === 1) {
      const message = 'A level needs at least one approver.';
      throw new ValidationError({ approver_id: [message] }, message);
    }
  }
  return { board, level, userId: userId as number, reason: reason as string };
}

/** A reminder's target: an active PENDING level, or a PENDING approver (user or user type) of one. */
function readReminder(db: Db, fields: RawQuery): { board: BoardRow; level: LevelRow; approvers: ApproverRow[] } {
  const validator = new Validator();
  const type = readChoice(fields, 'type', ['level', 'approver'] as const, validator);
  if (fields.type === undefined) validator.add('type', 'The type field is required.');
  const changeId = readReference(db, fields, 'change_id', 'change', { table: 'changes', required: true }, validator);
  const id = readIdField(fields, 'id', 'id', validator);
  const levelId = type === 'approver' ? readIdField(fields, 'level_id', 'level', validator) : id;
  const approverType = readChoice(fields, 'approver_type', ['user', 'user_type'] as const, validator) ?? 'user';
  validator.throwIfFailed();

  const refuse = () => new ValidationError({}, REMINDER_NOT_ALLOWED);
  const board = findPendingBoard(db, changeId as number);
  const level = findLevel(db, levelId as number);
  if (!board || !level || level.board_id !== board.id || level.is_active !== 1 || level.status !== 'PENDING') {
    throw refuse();
  }
  const pending = levelApprovers(db, level.id).filter((approver) => approver.status === 'PENDING');
  if (type === 'level') return { board, level, approvers: pending };
  const approver = pending.find((row) => (approverType === 'user' ? row.user_id : row.user_type_id) === id);
  if (!approver) throw refuse();
  return { board, level, approvers: [approver] };
}
