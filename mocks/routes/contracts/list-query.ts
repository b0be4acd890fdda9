import { CONTRACT_LIST, type ContractListQuery, type NumberRange } from '../../db/contracts/contract-list';
import { readDateRange } from '../../http/date-range';
import { readListQuery } from '../../http/list-query';
import { readList, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

const NUMBER = /^\d+(\.\d+)?$/;

/**
 * A range of numbers: `name=min~max` (either end may be empty) or `name[0]=min&name[1]=max`.
 * The bounds are inclusive; a range ending below its start is refused.
 */
export function readNumberRange(query: RawQuery, name: string, validator: Validator): NumberRange | undefined {
  const values = readList(query, name);
  if (values === undefined || values.length === 0) return undefined;
  const ends = values.length === 1 ? values[0].split('~') : values;
  if (ends.length !== 2 || ends.some((end) => end.trim() !== '' && !NUMBER.test(end.trim()))) {
    validator.add(name, `The ${name} must be a range like 10~200.`);
    return undefined;
  }
  const [min, max] = ends.map((end) => (end.trim() === '' ? undefined : Number(end)));
  if (min !== undefined && max !== undefined && min > max) {
    validator.add(name, `The ${name} range must not end before it starts.`);
    return undefined;
  }
  return { min, max };
}

/** The contract list's whole query: paging, the id filters, the cost and notify-in-days ranges, four date ranges. */
export function readContractListQuery(query: RawQuery, validator: Validator): ContractListQuery {
  return {
    ...readListQuery(
      query,
      validator,
      { fields: CONTRACT_LIST.sortFields, default: 'id' },
      {
        filters: CONTRACT_LIST.filterNames,
        dateRanges: true,
      },
    ),
    cost: readNumberRange(query, 'cost', validator),
    notifyInDays: readNumberRange(query, 'notify_in_days', validator),
    contractStartDate: readDateRange(query, 'contract_start_date', validator),
    contractEndDate: readDateRange(query, 'contract_end_date', validator),
  };
}
