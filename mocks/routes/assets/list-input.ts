import { findAssetCustomField } from '../../db/assets/custom-fields';
import { ASSET_LIST, CANDIDATES_FOR, type AssetListQuery } from '../../db/assets/list';
import { OWNERS, type OwnerType } from '../../db/records/owners';
import type { Db } from '../../db/types';
import { readMoment } from '../../http/date-range';
import { readCustomFieldFilters, readListQuery } from '../../http/list-query';
import { readInteger, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

/**
 * Paging, search and filters of GET asset-list: the id filters, created_at and updated_at ranges,
 * assigned_on_begin / assigned_on_end, custom_{id}, and the singular `{record}_id` of an attach
 * dialog (the assets not attached to that record). Default sort: name.
 */
export function readAssetListQuery(db: Db, raw: RawQuery, validator: Validator): AssetListQuery {
  const sorts = { fields: ASSET_LIST.sortFields, default: 'name' as const };
  const list = readListQuery(raw, validator, sorts, { filters: ASSET_LIST.filterNames, dateRanges: true });
  const notAttachedTo: Partial<Record<OwnerType, number>> = {};
  for (const owner of CANDIDATES_FOR) {
    notAttachedTo[owner] = readInteger(raw, `${OWNERS[owner].name}_id`, validator, { min: 1 });
  }
  const assignedOn = {
    from: readMoment(raw, 'assigned_on_begin', validator),
    to: readMoment(raw, 'assigned_on_end', validator),
  };
  if (assignedOn.from !== undefined && assignedOn.to !== undefined && assignedOn.from > assignedOn.to) {
    validator.add('assigned_on_end', 'The assigned_on_end must not be before the assigned_on_begin.');
  }
  const custom = readCustomFieldFilters(raw, validator, (fieldId) => findAssetCustomField(db, fieldId));
  return { ...list, notAttachedTo, assignedOn, custom };
}
