import { assetCustomFieldsFor } from '../../db/assets/custom-fields';
import { ASSET_REFERENCES, identifierTaken, type AssetInput } from '../../db/assets/save';
import type { Db } from '../../db/types';
import { checkMaxLength, readReference, readRequiredText, readRichText } from '../../http/form-fields';
import { readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { isCalendarDate, readCustomFieldValues } from '../records/custom-values';

const NAME_MAX = 255;
const IDENTIFIER_MAX = 255;
const DATE_TIME = /^(\d{4}-\d\d-\d\d)(?: (\d\d):(\d\d):(\d\d))?$/;

/** assigned_on as 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss', stored with its time; null when absent. */
function readAssignedOn(fields: RawQuery, validator: Validator): string | null {
  const text = readString(fields, 'assigned_on', validator);
  if (text === undefined || text === 'null') return null;
  const match = DATE_TIME.exec(text);
  const [hours = '00', minutes = '00', seconds = '00'] = match?.slice(2).filter(Boolean) ?? [];
  if (!match || !isCalendarDate(match[1]) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) {
    validator.add('assigned_on', 'The assigned on is not a valid date.');
    return null;
  }
  return `${match[1]} ${hours}:${minutes}:${seconds}`;
}

/**
 * The asset form, checked: name required, identifier unique, asset type and status required and
 * existing, every other reference existing, assigned_on a date, and the custom values of the
 * chosen type and department. One 422 with every error.
 */
export function readAssetForm(db: Db, fields: RawQuery, assetId?: number): AssetInput {
  const validator = new Validator();
  const name = readRequiredText(fields, 'name', 'name', validator);
  checkMaxLength(name, 'name', 'name', NAME_MAX, validator);
  const identifier = readString(fields, 'identifier', validator) ?? '';
  checkMaxLength(identifier, 'identifier', 'identifier', IDENTIFIER_MAX, validator);
  if (identifier !== '' && identifierTaken(db, identifier, assetId)) {
    validator.add('identifier', 'The identifier has already been taken.');
  }
  const references: Record<string, number | null> = {};
  for (const reference of ASSET_REFERENCES) {
    references[reference.column] =
      readReference(db, fields, reference.column, reference.label, reference, validator) ?? null;
  }
  const assignedOn = readAssignedOn(fields, validator);
  const description = readRichText(fields, 'description', validator) ?? '';
  // The fields of the asset's type (its own and its form groups') and of its department.
  const definitions = assetCustomFieldsFor(db, references.asset_type_id ?? 0, references.department_id);
  const custom = readCustomFieldValues(fields, definitions, validator);
  validator.throwIfFailed();
  return { name: name ?? '', identifier, description, assigned_on: assignedOn, references, custom };
}
