import type { TFunction } from 'i18next';
import type { ChangeCustomFieldDefinition } from '@/api/changes';
import { customFilterField } from '@/records/filters/customFilterField';
import type { FilterField } from '@/ui/filters/types';

/** The change list's filter fields (spec: Change list), each with the lookup that feeds it. */
const LOOKUPS: Array<[name: string, dependency: string]> = [
  ['change_ids', 'changes'],
  ['department_ids', 'departments'],
  ['team_ids', 'teams'],
  ['requester_ids', 'users'],
  ['status_ids', 'change_statuses'],
  ['priority_ids', 'change_priorities'],
  ['change_type_ids', 'change_types'],
  ['impact_ids', 'impacts'],
  ['location_ids', 'locations'],
  ['asset_ids', 'assets'],
  ['release_ids', 'releases'],
  ['ticket_ids', 'tickets'],
  ['problem_ids', 'problems'],
  ['assignee-ids', 'agents'],
];

export function changeFilterFields(t: TFunction, customFields: ChangeCustomFieldDefinition[]): FilterField[] {
  return [
    ...LOOKUPS.map(([name, dependency]): FilterField => ({ kind: 'lookup', name, label: t(name), dependency })),
    { kind: 'dateRange', name: 'created_at', label: t('created_at') },
    { kind: 'dateRange', name: 'updated_at', label: t('updated_at') },
    ...customFields.map(customFilterField),
  ];
}
