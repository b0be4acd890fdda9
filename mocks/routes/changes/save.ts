import { changeCustomFieldsFor, writeChangeCustomValues, type ChangeCustomValue } from '../../db/changes/custom-fields';
import { watchChangeUpdate } from '../../db/automations/run';
import { CHANGE_FORM, createChange, problemHasChange, type ChangeOrigin } from '../../db/changes/save';
import { recordExists } from '../../db/labels';
import type { Db } from '../../db/types';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readList, readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { readCustomFieldValues } from '../records/custom-values';
import { recordSaveRoute } from '../records/save';
import { readRecordForm } from '../records/form-input';
import { CHANGES } from './kind';

export const PROBLEM_HAS_CHANGE = 'A change is already attached to this problem.';

/** POST /service-desk/api/change: create (from a problem or a ticket), or update with an id. */
export const changeSaveRoutes: Routes = (app, deps) => {
  recordSaveRoute(app, deps, CHANGES, 'change', {
    form: CHANGE_FORM,
    prepareCreate: (request, fields, user) => {
      const { db } = deps;
      // The origin's errors and the form's come back together in one 422.
      const validator = new Validator();
      const origin = readOrigin(db, { ...asRawQuery(request.query), ...fields }, validator);
      const secondChange = origin.problemId !== undefined && problemHasChange(db, origin.problemId);
      if (secondChange) validator.add('problem_id', PROBLEM_HAS_CHANGE);
      const message = secondChange ? PROBLEM_HAS_CHANGE : undefined;
      const custom = readChangeCustomValues(db, fields, validator);
      const input = readRecordForm(db, CHANGE_FORM, fields, { validator, message });
      return (attachment) => createChange(db, input, user, { ...origin, attachment, custom });
    },
    prepareUpdateExtras: (fields, validator) => {
      const custom = readChangeCustomValues(deps.db, fields, validator, { onlySent: true });
      return (id) => writeChangeCustomValues(deps.db, id, custom);
    },
    watchUpdate: (id, user) => watchChangeUpdate(deps.db, id, user),
  });
};

/**
 * The values of the custom fields of the change type sent (its own, its form groups' and the
 * general ones). `onlySent`: an update leaves the fields the form does not send as they are.
 */
function readChangeCustomValues(
  db: Db,
  fields: RawQuery,
  validator: Validator,
  { onlySent = false } = {},
): ChangeCustomValue[] {
  const text = readString(fields, 'change_type_id', new Validator());
  const typeId = text === undefined ? undefined : readPathId(text);
  const definitions = (typeId === undefined ? [] : changeCustomFieldsFor(db, typeId)).filter(
    (field) => !onlySent || readList(fields, `custom_${field.id}`) !== undefined,
  );
  return readCustomFieldValues(
    fields,
    definitions.map((field) => ({ ...field, unique: `custom_${field.id}` })),
    validator,
  );
}

/** problem_id / ticket_id of a create started from a problem or a ticket (body fields, or the query). */
function readOrigin(db: Db, fields: RawQuery, validator: Validator): ChangeOrigin {
  const read = (name: string, table: 'problems' | 'tickets', label: string): number | undefined => {
    const text = readString(fields, name, validator);
    if (text === undefined || text === 'null') return undefined;
    const id = readPathId(text);
    if (id === undefined || !recordExists(db, table, id)) {
      validator.add(name, `The selected ${label} is invalid.`);
      return undefined;
    }
    return id;
  };
  return { problemId: read('problem_id', 'problems', 'problem'), ticketId: read('ticket_id', 'tickets', 'ticket') };
}
