import { recordTablesByKind } from '../query/recordTable';
import { deleteFormGroup, fetchFormGroup, fetchFormGroupPage } from './calls';
import type { FormGroupCategory } from './types';

/** One table per category: a save makes that category's lists and records stale. */
const formGroupTables = recordTablesByKind((category: FormGroupCategory) => `form-groups-${category}`, {
  fetchPage: fetchFormGroupPage,
  fetchRecord: fetchFormGroup,
  remove: deleteFormGroup,
});

export const formGroupKeys = formGroupTables.keys;

/** The list and the record of one category's groups, and their delete. */
export const formGroupQueries = formGroupTables.queries;
