import { isCabApprovalPending } from '../../db/change-approvals/pending';
import { createRelease } from '../../db/releases/create';
import { readReference, readReferenceList } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readPathId } from '../../http/path-params';
import { readString, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { CHANGE_LOCKED } from '../changes/kind';
import { requireTo } from '../records/kind';
import { Validator } from '../../http/validator';
import { readRecordTexts } from '../records/form-input';
import { withStoredUpload } from '../records/stored-upload';

const TEXT_MAX = 255;
const OPTIONAL_LOCATION = { table: 'locations', required: false } as const;
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

/** POST /service-desk/api/release: a release created from a change is attached to it. */
export const releaseRoutes: Routes = (app, { db, uploads }) => {
  const api = SERVICE_DESK_API;

  app.post(`${api}/release`, async (request) => {
    const user = requireTo(db, request, 'create', 'release');
    const { fields, files } = await readFormBody(request);
    const validator = new Validator();
    const texts = readRecordTexts(fields, validator, { subject: TEXT_MAX, identifier: TEXT_MAX });
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
    const locationId = readReference(db, fields, 'location_id', 'location', OPTIONAL_LOCATION, validator);
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
      } else if (isCabApprovalPending(db, changeId)) {
        validator.add('change_id', CHANGE_LOCKED);
      }
    }
    validator.throwIfFailed();
    const id = withStoredUpload(uploads, files.get('attachment'), (attachment) =>
      createRelease(
        db,
        {
          ...texts,
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
