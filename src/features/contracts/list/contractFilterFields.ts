import type { TFunction } from 'i18next';
import type { ContractListBounds } from '@/api/contracts';
import type { FilterField } from '@/ui/filters/types';

/** The lookup filters of the contract list: parameter and lookup. */
const LOOKUP_FILTERS: [name: string, dependency: string][] = [
  ['contract_ids', 'contracts'],
  ['contract_type_ids', 'contract_types'],
  ['approver_ids', 'agents'],
  ['vendor_ids', 'vendors'],
  ['license_type_ids', 'license_types'],
  ['status_ids', 'contract_statuses'],
  ['renewal_status_ids', 'contract_renewal_statuses'],
  ['owner_ids', 'agents'],
  ['asset_ids', 'assets'],
  ['notify_agent_ids', 'agents'],
];

const DATE_FILTERS = ['contract_start_date', 'contract_end_date', 'created_at', 'updated_at'];

/**
 * The contract list's filter boxes (spec: Contract list): the lookups, the cost and notify-in-days
 * ranges between the bounds the list answered, and the date ranges.
 */
export function contractFilterFields(t: TFunction, bounds: ContractListBounds | undefined): FilterField[] {
  return [
    ...LOOKUP_FILTERS.map(([name, dependency]): FilterField => ({
      kind: 'lookup',
      name,
      label: t(`contract_filter_${name}`),
      dependency,
    })),
    {
      kind: 'numberRange',
      name: 'cost',
      label: t('contract_cost'),
      min: bounds?.minimumCost ?? 0,
      max: bounds?.maximumCost ?? 0,
    },
    {
      kind: 'numberRange',
      name: 'notify_in_days',
      label: t('contract_notify_in_days'),
      min: bounds?.minimumNotifyBefore ?? 0,
      max: bounds?.maximumNotifyBefore ?? 0,
    },
    ...DATE_FILTERS.map((name): FilterField => ({ kind: 'dateRange', name, label: t(`contract_filter_${name}`) })),
  ];
}
