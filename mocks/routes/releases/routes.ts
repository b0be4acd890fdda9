import type { FastifyPluginAsync } from 'fastify';
import { readLookup } from '../../db/dependencies/lookups';
import { createRelease } from '../../db/releases/create';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import {
  checkMaxLength,
  isBlankHtml,
  readReference,
  readReferenceList,
  readRequiredText,
} from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readPageWindow, readSearch } from '../../http/paging';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readIdList, readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { CHANGE_VIEW_DENIED } from '../changes/lookup';
import { withStoredUpload } from '../records/stored-upload';

const TEXT_MAX = 255;
const DATE = /^(\d{4}-\d{2}-\d{2})[+ T](\d{2}:\d{2}:\d{2})$/;

/** YYYY-MM-DD+HH:mm:ss (or with a space) as the database's form; undefined when absent. */
function readPlannedDate(fields: RawQuery, name: string, label: string, validator: Validator): string | null {
  const text = readString(fields, name, validator);
  if (text === undefined) return null;
  const match = DATE.exec(text);
  const value = match ? `${match[1]} ${match[2]}` : '';
  if (!match || Number.isNaN(Date.parse(`${match[1]}T${match[2]}Z`))) {
    validator.add(name, `The ${label} is not a valid date.`);
    return null;
  }
  return value;
}

/** Option lists the release form and the existing-release picker read, and the change's ticket candidates. */
const LOOKUPS = {
  releases: { table: 'releases', label: "(t.identifier || ' ' || t.subject)" },
  release_statuses: { table: 'release_statuses', label: 't.name', order: 't.id' },
  release_types: { table: 'release_types', label: 't.name', order: 't.id' },
  release_priorities: { table: 'priorities', label: 't.name', order: 't.sort_order' },
} as const;

/** POST /service-desk/api/release (a release created from a change is attached to it) and the release lookups. */
export const changeReleaseRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (
  app,
  { db, uploads },
) => {
  const api = '/service-desk/api';

  for (const [name, lookup] of Object.entries(LOOKUPS)) {
    app.get(`${api}/dependency/${name}`, async (request) => {
      requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
      const query = asRawQuery(request.query);
      const validator = new Validator();
      const window = readPageWindow(query, validator);
      const search = readSearch(query, validator);
      const ids = readIdList(query, 'ids', validator);
      validator.throwIfFailed();
      return { data: readLookup(db, lookup, { ids, search, limit: window.limit, offset: window.offset }) };
    });
  }

  // Tickets not yet linked to the change (change_id, or supplements, names it).
  app.get(`${api}/dependency/tickets_based_on_change`, async (request) => {
    requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const window = readPageWindow(query, validator);
    const search = readSearch(query, validator);
    const ids = readIdList(query, 'ids', validator);
    const changeText = readString(query, 'change_id', validator) ?? readString(query, 'supplements', validator);
    const changeId = changeText === undefined ? undefined : readPathId(changeText);
    if (changeText !== undefined && changeId === undefined)
      validator.add('change_id', 'The change id must be an integer.');
    validator.throwIfFailed();
    const lookup = {
      table: 'tickets',
      label: "('#' || t.ticket_number || ' ' || t.subject)",
      scope:
        changeId === undefined
          ? undefined
          : `NOT EXISTS (SELECT 1 FROM ticket_changes tc WHERE tc.ticket_id = t.id AND tc.change_id = ${changeId})`,
    };
    return { data: readLookup(db, lookup, { ids, search, limit: window.limit, offset: window.offset }) };
  });

  app.post(`${api}/release`, async (request) => {
    const user = requirePermission(db, request, 'create_release', 'You do not have permission to create releases.');
    const { fields, files } = await readFormBody(request);
    const validator = new Validator();
    const subject = readRequiredText(fields, 'subject', 'subject', validator);
    checkMaxLength(subject, 'subject', 'subject', TEXT_MAX, validator);
    const identifier = readString(fields, 'identifier', validator);
    checkMaxLength(identifier, 'identifier', 'identifier', TEXT_MAX, validator);
    const description = readString(fields, 'description', validator);
    if (description === undefined || isBlankHtml(description)) {
      validator.add('description', 'The description field is required.');
    }
    const required = (name: string, label: string, table: 'release_statuses' | 'priorities' | 'release_types') => {
      const text = readString(fields, name, validator);
      const id = text === undefined ? undefined : readPathId(text);
      if (text === undefined) validator.add(name, `The ${label} field is required.`);
      else if (id === undefined || db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) === undefined) {
        validator.add(name, `The selected ${label} is invalid.`);
      }
      return id;
    };
    const statusId = required('status_id', 'status', 'release_statuses');
    const priorityId = required('priority_id', 'priority', 'priorities');
    const typeId = required('release_type_id', 'release type', 'release_types');
    const locationId = readReference(
      db,
      fields,
      'location_id',
      'location',
      { table: 'locations', required: false },
      validator,
    );
    const start = readPlannedDate(fields, 'planned_start_date', 'planned start date', validator);
    const end = readPlannedDate(fields, 'planned_end_date', 'planned end date', validator);
    if (start && end && end < start) {
      validator.add('planned_end_date', 'The planned end date must be a date after the planned start date.');
    }
    const assetIds = readReferenceList(db, fields, 'asset_ids', 'assets', validator);
    const changeText = readString(fields, 'change_id', validator);
    let changeId: number | undefined;
    if (changeText !== undefined && changeText !== 'null') {
      changeId = readPathId(changeText);
      if (changeId === undefined || db.prepare('SELECT 1 FROM changes WHERE id = ?').get(changeId) === undefined) {
        validator.add('change_id', 'The selected change is invalid.');
      } else if (db.prepare('SELECT 1 FROM change_releases WHERE change_id = ?').get(changeId) !== undefined) {
        validator.add('change_id', 'A release is already attached to this change.');
      }
    }
    validator.throwIfFailed();
    const id = withStoredUpload(uploads, files.get('attachment'), (attachment) =>
      createRelease(
        db,
        {
          subject: subject as string,
          identifier,
          description: description as string,
          status_id: statusId as number,
          priority_id: priorityId as number,
          release_type_id: typeId as number,
          location_id: locationId ?? null,
          planned_start_date: start,
          planned_end_date: end,
          asset_ids: assetIds,
          change_id: changeId,
        },
        attachment,
        user,
      ),
    );
    return { message: 'Release created successfully.', data: { id } };
  });
};
