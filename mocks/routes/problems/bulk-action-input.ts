import { AGENT_SCOPE, recordExists } from '../../db/labels';
import { problemsOfTickets } from '../../db/problems/links';
import type { TicketBulkAction } from '../../db/problems/ticket-bulk-actions';
import type { Db } from '../../db/types';
import { isBlankHtml } from '../../http/form-fields';
import { cleanHtml } from '../../html-sanitizer';
import { Validator } from '../../http/validator';
import { readJsonFiles } from '../../http/json-files';

const ACTION_TYPES: Record<string, TicketBulkAction['type']> = {
  status: 'status',
  change_status: 'status',
  priority: 'priority',
  change_priority: 'priority',
  assign: 'assign',
  reply: 'reply',
};
const ASSIGNEE_TYPES = ['agents', 'teams', 'assign_to_me'] as const;

export interface BulkActionInput {
  ticketIds: number[];
  action: TicketBulkAction;
}

/**
 * `{ tickets: [ids], action: { type, value } }`. Every ticket must be linked to a problem; the
 * value must fit the type. `signedInUserId` is the assignee of assign_to_me.
 */
export function readBulkAction(db: Db, body: unknown, signedInUserId: number): BulkActionInput {
  const validator = new Validator();
  const record = asObject(body) ?? {};
  const ticketIds = readTickets(db, record.tickets, validator);
  const actionObject = asObject(record.action);
  const type = typeof actionObject?.type === 'string' ? ACTION_TYPES[actionObject.type] : undefined;
  if (actionObject?.type === undefined || actionObject.type === '') {
    validator.add('action.type', 'The action.type field is required.');
  } else if (type === undefined) {
    validator.add('action.type', 'The selected action.type is invalid.');
  }
  const action = type && readValue(db, type, actionObject?.value, signedInUserId, validator);
  validator.throwIfFailed();
  return { ticketIds, action: action as TicketBulkAction };
}

function readTickets(db: Db, raw: unknown, validator: Validator): number[] {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw];
  if (list.length === 0) {
    validator.add('tickets', 'The tickets field is required.');
    return [];
  }
  const ids = list.map(toId);
  const linked = problemsOfTickets(
    db,
    ids.filter((id): id is number => id !== undefined),
  );
  ids.forEach((id, index) => {
    if (id === undefined || !linked.has(id))
      validator.add(`tickets.${index}`, `The selected tickets.${index} is invalid.`);
  });
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}

function readValue(
  db: Db,
  type: TicketBulkAction['type'],
  value: unknown,
  signedInUserId: number,
  validator: Validator,
): TicketBulkAction | undefined {
  if (value === undefined || value === null || value === '') {
    validator.add('action.value', 'The action.value field is required.');
    return undefined;
  }
  const invalid = (field = 'action.value') => {
    validator.add(field, `The selected ${field} is invalid.`);
    return undefined;
  };
  switch (type) {
    case 'status': {
      const id = toId(asObject(value)?.id ?? value);
      return id !== undefined && recordExists(db, 'statuses', id) ? { type, statusId: id } : invalid();
    }
    case 'priority': {
      const id = toId(asObject(value)?.id ?? value);
      return id !== undefined && recordExists(db, 'priorities', id) ? { type, priorityId: id } : invalid();
    }
    case 'assign': {
      const assignee = asObject(value);
      const assigneeType = assignee?.assigneeType;
      if (!ASSIGNEE_TYPES.includes(assigneeType as (typeof ASSIGNEE_TYPES)[number])) {
        return assigneeType === undefined || assigneeType === ''
          ? (validator.add('action.value.assigneeType', 'The action.value.assigneeType field is required.'), undefined)
          : invalid('action.value.assigneeType');
      }
      if (assigneeType === 'assign_to_me') return { type, agentId: signedInUserId };
      const id = toId(assignee?.assigneeInfo);
      if (id === undefined && (assignee?.assigneeInfo === undefined || assignee.assigneeInfo === '')) {
        validator.add('action.value.assigneeInfo', 'The action.value.assigneeInfo field is required.');
        return undefined;
      }
      if (assigneeType === 'agents') {
        return id !== undefined && recordExists(db, 'users', id, AGENT_SCOPE)
          ? { type, agentId: id }
          : invalid('action.value.assigneeInfo');
      }
      return id !== undefined && recordExists(db, 'teams', id)
        ? { type, teamId: id }
        : invalid('action.value.assigneeInfo');
    }
    case 'reply': {
      const reply = asObject(value);
      const text = typeof reply?.text === 'string' ? cleanHtml(reply.text) : undefined;
      if (text === undefined || isBlankHtml(text)) {
        validator.add('action.value.text', 'The action.value.text field is required.');
        return undefined;
      }
      const attachments = readJsonFiles(reply?.attachments, 'action.value.attachments', validator);
      return { type, text, attachments };
    }
  }
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function toId(value: unknown): number | undefined {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
