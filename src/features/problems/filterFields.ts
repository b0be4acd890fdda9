import type { TFunction } from 'i18next';
import type { FilterField } from '@/ui/filters/types';

/** The problem list's filter fields (spec: Problem list), each with the lookup that feeds it. */
const LOOKUPS: Array<[name: string, dependency: string]> = [
  ['problem_ids', 'problems'],
  ['dept_ids', 'departments'],
  ['impact_ids', 'impacts'],
  ['status_ids', 'statuses'],
  ['location_ids', 'locations'],
  ['priority_ids', 'priorities'],
  ['assigned_ids', 'agents'],
  ['asset_ids', 'assets'],
  ['ticket_ids', 'tickets'],
  ['requester_ids', 'users'],
  ['change_ids', 'changes'],
];

export function problemFilterFields(t: TFunction): FilterField[] {
  return [
    ...LOOKUPS.map(([name, dependency]): FilterField => ({ kind: 'lookup', name, label: t(name), dependency })),
    { kind: 'dateRange', name: 'created_at', label: t('created_at') },
    { kind: 'dateRange', name: 'updated_at', label: t('updated_at') },
  ];
}
