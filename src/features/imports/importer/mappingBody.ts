import type { MappingDetails, MappingSubmit } from '@/api/imports';
import { NO_MAPPING } from './limits';

/** The column chosen for each attribute, by uuid: a header id as text, or 'No mapping'. */
export type ChosenColumns = Record<string, string>;

/** The first choices: what the server suggests. */
export function suggestedColumns(details: MappingDetails): ChosenColumns {
  return Object.fromEntries(details.columns_to_import.map((column) => [column.uuid, String(column.mapped_to)]));
}

/** Whether an attribute holding dates is mapped to a column. */
export function dateAttributeMapped(details: MappingDetails, chosen: ChosenColumns): boolean {
  return details.columns_to_import.some(
    (column) => !column.hidden && column.type === 'date' && (chosen[column.uuid] ?? NO_MAPPING) !== NO_MAPPING,
  );
}

/** Whether the date-time format is asked for: the server handles dates and a date attribute is mapped. */
export function needsDateFormat(details: MappingDetails, chosen: ChosenColumns): boolean {
  return details.handle_date_field && dateAttributeMapped(details, chosen);
}

export interface MappingChoices {
  importId: number;
  chosen: ChosenColumns;
  updateExisting: boolean;
  dateTimeFormat: string;
  /** The extra data of the import type (asset_type_id); sent as special_keys when not empty. */
  extra: Record<string, number>;
}

/** The body of the mapping POST (and of the dry run). */
export function mappingBody(details: MappingDetails, choices: MappingChoices): MappingSubmit {
  const handleDate = needsDateFormat(details, choices.chosen);
  const body: MappingSubmit = {
    mapped_system_attributes: details.columns_to_import.map((column) => {
      const chosen = choices.chosen[column.uuid] ?? NO_MAPPING;
      return { uuid: column.uuid, mapped_to: chosen === NO_MAPPING ? NO_MAPPING : Number(chosen) };
    }),
    import_id: choices.importId,
    update_existing: choices.updateExisting,
    should_handle_date: handleDate,
    date_time_format: handleDate && choices.dateTimeFormat !== '' ? choices.dateTimeFormat : null,
  };
  if (Object.keys(choices.extra).length > 0) body.special_keys = choices.extra;
  return body;
}
