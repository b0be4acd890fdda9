import { isCabApprovalPending } from '../../db/change-approvals/pending';
import { createRelease, RELEASE_FORM, savePlannedDates, type PlannedDates } from '../../db/releases/save';
import type { Db } from '../../db/types';
import { readPathId } from '../../http/path-params';
import { readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { CHANGE_LOCKED } from '../changes/kind';
import { readRecordForm } from '../records/form-input';
import { recordSaveRoute } from '../records/save';
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
export const releaseSaveRoutes: Routes = (app, deps) => {
  recordSaveRoute(app, deps, RELEASES, 'release', {
    form: RELEASE_FORM,
    prepareCreate: (_request, fields, user) => {
      const validator = new Validator();
      const dates = readPlannedDates(fields, validator);
      const changeId = readChangeId(deps.db, fields, validator);
      const input = readRecordForm(deps.db, RELEASE_FORM, fields, { validator });
      return (attachment) => createRelease(deps.db, input, dates, { changeId, attachment }, user);
    },
    prepareUpdateExtras: (fields, validator) => {
      const dates = readPlannedDates(fields, validator);
      return (id, user) => savePlannedDates(deps.db, id, dates, user);
    },
  });
};
