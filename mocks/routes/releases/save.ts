import { isCabApprovalPending } from '../../db/change-approvals/pending';
import { createRelease, RELEASE_FORM, updateRelease, type PlannedDates } from '../../db/releases/save';
import type { Db } from '../../db/types';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { readFlag } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readPathId } from '../../http/path-params';
import { readString, type RawQuery } from '../../http/query';
import { requestSession } from '../../http/session';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import { userCan } from '../../db/users/permissions';
import type { Routes } from '../deps';
import { CHANGE_LOCKED } from '../changes/kind';
import { readRecordForm } from '../records/form-input';
import { notFoundMessage, permissionTo, requireTo } from '../records/kind';
import { withStoredUpload } from '../records/stored-upload';
import { RELEASES } from './kind';

const DATE = /^(\d{4}-\d{2}-\d{2})[+ T](\d{2}:\d{2}:\d{2})$/;

/** YYYY-MM-DD+HH:mm:ss (or with a space) in the database's form; null when absent. */
function readPlannedDate(
  fields: RawQuery,
  name: keyof PlannedDates,
  label: string,
  validator: Validator,
): string | null {
  const text = readString(fields, name, validator);
  if (text === undefined) return null;
  const match = DATE.exec(text);
  if (!match || Number.isNaN(Date.parse(`${match[1]}T${match[2]}Z`))) {
    validator.add(name, `The ${label} is not a valid date.`);
    return null;
  }
  return `${match[1]} ${match[2]}`;
}

function readPlannedDates(fields: RawQuery, validator: Validator): PlannedDates {
  const start = readPlannedDate(fields, 'planned_start_date', 'planned start date', validator);
  const end = readPlannedDate(fields, 'planned_end_date', 'planned end date', validator);
  if (start && end && end < start) {
    validator.add('planned_end_date', 'The planned end date must be a date after the planned start date.');
  }
  return { planned_start_date: start, planned_end_date: end };
}

/** The change a release is created from: one without a release that its CAB does not lock. */
function readChangeId(db: Db, fields: RawQuery, validator: Validator): number | undefined {
  const text = readString(fields, 'change_id', validator);
  if (text === undefined || text === 'null') return undefined;
  const id = readPathId(text);
  if (id === undefined || db.prepare('SELECT 1 FROM changes WHERE id = ?').get(id) === undefined) {
    validator.add('change_id', 'The selected change is invalid.');
  } else if (db.prepare('SELECT 1 FROM change_releases WHERE change_id = ?').get(id) !== undefined) {
    validator.add('change_id', 'A release is already attached to this change.');
  } else if (isCabApprovalPending(db, id)) {
    validator.add('change_id', CHANGE_LOCKED);
  }
  return id;
}

/**
 * POST /service-desk/api/release (multipart): create, or update when the form carries an id. A
 * release created with a change_id is attached to that change. Planned dates: YYYY-MM-DD+HH:mm:ss.
 */
export const releaseSaveRoutes: Routes = (app, { db, uploads }) => {
  app.post(`${SERVICE_DESK_API}/release`, async (request) => {
    const { user: signedIn } = requestSession(request);
    if (!['create', 'edit'].some((verb) => userCan(db, signedIn, permissionTo(verb as 'create', 'release')))) {
      throw new ForbiddenError('You do not have permission to create or edit releases.');
    }
    const { fields, files } = await readFormBody(request);
    const idText = readString(fields, 'id', new Validator());

    if (idText !== undefined) {
      const user = requireTo(db, request, 'edit', RELEASES.noun);
      const id = readPathId(idText);
      if (id === undefined || !RELEASES.find(db, id)) throw new NotFoundError(notFoundMessage(RELEASES.noun));
      const validator = new Validator();
      const dates = readPlannedDates(fields, validator);
      const input = readRecordForm(db, RELEASE_FORM, fields, { validator });
      const remove = readFlag(fields, 'attachment_delete');
      withStoredUpload(
        uploads,
        files.get('attachment'),
        (upload) => updateRelease(db, id, input, dates, { upload, remove }, user) ?? [],
        (removed) => removed,
      );
      return { message: 'Release updated successfully.', data: { id } };
    }

    const user = requireTo(db, request, 'create', RELEASES.noun);
    const validator = new Validator();
    const dates = readPlannedDates(fields, validator);
    const changeId = readChangeId(db, fields, validator);
    const input = readRecordForm(db, RELEASE_FORM, fields, { validator });
    const id = withStoredUpload(uploads, files.get('attachment'), (attachment) =>
      createRelease(db, input, dates, { changeId, attachment }, user),
    );
    return { message: 'Release created successfully.', data: { id } };
  });
};
