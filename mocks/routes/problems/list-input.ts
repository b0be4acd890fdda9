import {
  PROBLEM_ID_FILTERS,
  PROBLEM_SORT_FIELDS,
  type ProblemIdFilter,
  type ProblemListQuery,
} from '../../db/problems/list';
import { readDateRange } from '../../http/date-range';
import { readPaging } from '../../http/paging';
import { asRawQuery, readIdList } from '../../http/query';
import { Validator } from '../../http/validator';

/** Reads the problem list's paging, search and filters; every bad value ends in one 422. */
export function readProblemListQuery(rawQuery: unknown): ProblemListQuery {
  const query = asRawQuery(rawQuery);
  const validator = new Validator();
  const paging = readPaging(query, validator, PROBLEM_SORT_FIELDS, 'id');
  const ids: Partial<Record<ProblemIdFilter, number[]>> = {};
  for (const name of PROBLEM_ID_FILTERS) {
    const values = readIdList(query, name, validator);
    if (values !== undefined) ids[name] = values;
  }
  const createdAt = readDateRange(query, 'created_at', validator);
  const updatedAt = readDateRange(query, 'updated_at', validator);
  validator.throwIfFailed();

  return {
    ids,
    createdAt,
    updatedAt,
    search: paging.search,
    sortField: paging.sortField,
    ascending: paging.ascending,
    limit: paging.limit,
    offset: paging.offset,
  };
}
