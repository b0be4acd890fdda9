import type { TFunction } from 'i18next';
import type { FilterField } from '@/ui/filters/types';

/** The release list's filter sections (spec: Release list), each with the lookup that feeds it. */
const LOOKUPS: Array<[name: string, dependency: string]> = [
  ['release_ids', 'releases'],
  ['status_ids', 'release_statuses'],
  ['location_ids', 'locations'],
  ['priority_ids', 'release_priorities'],
  ['release_type_ids', 'release_types'],
  ['asset_ids', 'assets'],
  ['change_ids', 'changes'],
];

const DATE_RANGES = ['planned_start_date', 'planned_end_date', 'created_at', 'updated_at'] as const;

export function releaseFilterFields(t: TFunction): FilterField[] {
  return [
    ...LOOKUPS.map(([name, dependency]): FilterField => ({
      kind: 'lookup',
      name,
      label: t(`release_filter_${name}`),
      dependency,
    })),
    ...DATE_RANGES.map((name): FilterField => ({ kind: 'dateRange', name, label: t(`release_${name}`) })),
  ];
}
