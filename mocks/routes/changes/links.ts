import {
  attachChangeTickets,
  attachRelease,
  CHANGE_TASKS,
  CHANGE_TICKETS,
  detachRelease,
  TICKET_LINK_TYPES,
  type TicketLinkType,
} from '../../db/changes/links';
import { CHANGE_TASK_SORT_FIELDS, listChangeTasks } from '../../db/changes/tasks';
import { listChangeTickets } from '../../db/changes/tickets';
import { assetsOf, detachFromRecord, type Association, type LinkColumns } from '../../db/records/associations';
import { ATTACHED_TICKET_SORT_FIELDS } from '../../db/tickets/attached';
import { NotFoundError } from '../../http/errors';
import { readReferenceList } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readPaging, SEARCH_QUERY_PARAMS, TABLE_PARAMS, type PagingNames } from '../../http/list-query';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readChoice, readRequestQuery, readString, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { attachAssetsRoute, attachOneRoute, detachRoute } from '../records/associations';
import {
  capitalised,
  notFoundMessage,
  requireTo,
  requireUnlocked,
  writableRecordFromPath,
  type Verb,
} from '../records/kind';
import { existingIdFromPath } from '../records/lookup';
import { CHANGES, changeFromField } from './kind';

const NO_TICKETS = 'Please select tickets.';

/** Query and body fields together (a DELETE may carry its fields either way). */
async function requestFields(request: Parameters<typeof readFormBody>[0]): Promise<RawQuery> {
  const body = request.body === undefined || request.body === null ? { fields: {} } : await readFormBody(request);
  return { ...asRawQuery(request.query), ...body.fields };
}

function readLinkType(fields: RawQuery, validator: Validator): TicketLinkType | undefined {
  const type = readChoice(fields, 'type', TICKET_LINK_TYPES, validator);
  if (type === undefined && readString(fields, 'type', new Validator()) === undefined) {
    validator.add('type', 'The type field is required.');
  }
  return type;
}

function readRecordId(fields: RawQuery, name: string, label: string, validator: Validator): number | undefined {
  const text = readString(fields, name, validator);
  if (text === undefined) {
    validator.add(name, `The ${label} field is required.`);
    return undefined;
  }
  const id = readPathId(text);
  if (id === undefined) validator.add(name, `The ${label} must be an integer.`);
  return id;
}

/** A change's release, assets, tickets and tasks: attach, list, detach. */
export const changeLinkRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  attachOneRoute(app, db, CHANGES, 'change/attach-release', 'release', attachRelease);

  app.delete<{ Params: { id: string } }>(`${api}/change/detach-release/:id`, async (request) => {
    const user = requireTo(db, request, 'detach', 'release');
    const change = writableRecordFromPath(db, CHANGES, request.params.id);
    if (!detachRelease(db, change.id, user)) throw new NotFoundError('No release is attached to this change.');
    return { message: 'Release detached successfully.' };
  });

  attachAssetsRoute(app, db, CHANGES, 'change/attach-assets');
  detachRoute(app, db, CHANGES, 'change/detach-asset', assetsOf('sd_changes'));

  app.post(`${api}/attach-ticket/change`, async (request) => {
    const user = requireTo(db, request, 'attach', 'ticket');
    const fields = await requestFields(request);
    const validator = new Validator();
    const change = changeFromField(db, fields, validator);
    const type = readLinkType(fields, validator);
    const ticketIds = readReferenceList(db, fields, 'ticket_ids', 'tickets', validator);
    if (!validator.hasErrors() && ticketIds.length === 0) validator.add('ticket_ids', NO_TICKETS);
    validator.throwIfFailed(ticketIds.length === 0 ? NO_TICKETS : undefined);
    requireUnlocked(db, CHANGES, change.id);
    attachChangeTickets(db, change.id, ticketIds, type as TicketLinkType, user);
    return { message: 'Tickets attached successfully.' };
  });

  /** GET {path}?change_id=: one of the change's tabs, paged. */
  const tab = <TSort extends string, TPage>(
    path: string,
    sortFields: readonly TSort[],
    list: (changeId: number, paging: ReturnType<typeof readPaging<TSort>>) => TPage,
    names: PagingNames = TABLE_PARAMS,
  ) =>
    app.get(`${api}/${path}`, async (request) => {
      requireTo(db, request, 'view', CHANGES.noun);
      const { change, paging } = readRequestQuery(request.query, (query, validator) => ({
        change: changeFromField(db, query, validator),
        paging: readPaging(query, validator, sortFields, 'id' as TSort, names),
      }));
      return { data: list(change.id, paging) };
    });
  tab(
    'attached-ticket/change',
    ATTACHED_TICKET_SORT_FIELDS,
    (id, paging) => listChangeTickets(db, id, paging),
    SEARCH_QUERY_PARAMS,
  );
  tab('attached-task/change', CHANGE_TASK_SORT_FIELDS, (id, paging) => listChangeTasks(db, id, paging));

  /** DELETE {path} with change_id and the attached record's id (and the link's other columns). */
  const detach = (
    path: string,
    [verb, permissionNoun]: readonly [Verb, string],
    association: Association,
    readColumns: (fields: RawQuery, validator: Validator) => LinkColumns,
  ) =>
    app.delete(`${api}/${path}`, async (request) => {
      const { noun } = association;
      const user = requireTo(db, request, verb, permissionNoun);
      const fields = await requestFields(request);
      const validator = new Validator();
      const change = changeFromField(db, fields, validator);
      const id = readRecordId(fields, association.attachedColumn, `${noun} id`, validator);
      const columns = readColumns(fields, validator);
      validator.throwIfFailed();
      existingIdFromPath(db, String(id), association.label, notFoundMessage(noun));
      requireUnlocked(db, CHANGES, change.id);
      if (!detachFromRecord(db, 'sd_changes', change.id, association, id as number, user, columns)) {
        throw new NotFoundError(`The ${noun} is not attached to this change.`);
      }
      return { message: `${capitalised(noun)} detached successfully.` };
    });
  detach('detach-ticket/change', ['detach', 'ticket'], CHANGE_TICKETS, (fields, validator) => {
    const type = readLinkType(fields, validator);
    return { type: type as TicketLinkType };
  });
  detach('detach-task/change', ['edit', CHANGES.noun], CHANGE_TASKS, () => ({}));
};
