import type { TFunction } from 'i18next';
import type { AssetCustomFieldDefinition, AssetFilterField } from '@/api/assets';
import { customFilterField } from '@/records/filters/customFilterField';
import type { FilterField } from '@/ui/filters/types';

/** The date filters of the asset list; assigned_on is sent as assigned_on_begin and assigned_on_end. */
const DATE_FILTERS = ['assigned_on', 'created_at', 'updated_at'] as const;
const DATE_LABELS: Record<(typeof DATE_FILTERS)[number], string> = {
  assigned_on: 'asset_assigned_on',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

/**
 * The asset list's filter boxes: the standard filters the server describes (each a lookup), the
 * date ranges, then one box per custom field.
 */
export function assetFilterFields(
  t: TFunction,
  standard: AssetFilterField[],
  customFields: AssetCustomFieldDefinition[],
): FilterField[] {
  return [
    ...standard.map((entry): FilterField => ({
      kind: 'lookup',
      name: entry.key,
      label: t(`asset_filter_${entry.key}`, { defaultValue: entry.label }),
      dependency: entry.dependency,
    })),
    ...DATE_FILTERS.map((name): FilterField => ({ kind: 'dateRange', name, label: t(DATE_LABELS[name]) })),
    ...customFields.map(customFilterField),
  ];
}
