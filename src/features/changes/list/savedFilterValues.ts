import { isValid, parse } from 'date-fns';
import type { SavedChangeFilter, SavedFilterField } from '@/api/change-filters';
import { dateRangeParam } from '@/format/dates';
import { isDateRange } from '@/ui/filters/isDateRange';
import type { DateRange, FilterField, FilterValues, Option } from '@/ui/filters/types';

const RANGE_FORMAT = "yyyy-MM-dd'+'HH:mm:ss";

/** 'YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss' back to dates; null when unreadable. */
export function parseDateRangeParam(text: string): DateRange | null {
  const [fromText, toText] = text.replace(/ /g, '+').split('~');
  if (!fromText || !toText) return null;
  const from = parse(fromText, RANGE_FORMAT, new Date());
  const to = parse(toText, RANGE_FORMAT, new Date());
  return isValid(from) && isValid(to) ? { from, to } : null;
}

function isOption(value: unknown): value is Option {
  return typeof value === 'object' && value !== null && 'id' in value && 'name' in value;
}

/** The panel's values as the fields of a saved filter (lookups carry their labels in value_meta). */
export function toSavedFields(values: FilterValues): SavedFilterField[] {
  const fields: SavedFilterField[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (isDateRange(value)) {
      fields.push({ key, value: dateRangeParam(value.from, value.to), value_meta: null });
    } else if (typeof value === 'string') {
      if (value.trim() !== '') fields.push({ key, value: value.trim(), value_meta: null });
    } else if (value.length > 0) {
      if (value.every((item) => typeof item === 'string')) fields.push({ key, value, value_meta: null });
      else {
        const options = value as Option[];
        fields.push({ key, value: options.map((option) => option.id), value_meta: options });
      }
    }
  }
  return fields;
}

/** A saved filter's fields as the panel's values, read by the kind of each known field. */
export function fromSavedFilter(filter: SavedChangeFilter, fields: FilterField[]): FilterValues {
  const kinds = new Map(fields.map((field) => [field.name, field.kind]));
  const values: FilterValues = {};
  for (const { key, value, value_meta: meta } of filter.fields) {
    switch (kinds.get(key)) {
      case 'lookup': {
        const labels = Array.isArray(meta) ? meta.filter(isOption) : [];
        const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
        values[key] = ids.map((id) => labels.find((option) => option.id === id) ?? { id, name: String(id) });
        break;
      }
      case 'dateRange': {
        const range = typeof value === 'string' ? parseDateRangeParam(value) : null;
        if (range) values[key] = range;
        break;
      }
      case 'choices':
        values[key] = (Array.isArray(value) ? value : [value]).map(String);
        break;
      case 'text':
        values[key] = String(value);
        break;
      default:
    }
  }
  return values;
}
