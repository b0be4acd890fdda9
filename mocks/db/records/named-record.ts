/**
 * A record listed by its name and dates (a named type, an asset status, a CAB definition, a form
 * group): the fields its list sorts by and what each of its rows holds.
 */
export const NAMED_RECORD_SORT_FIELDS = ['id', 'name', 'created_at', 'updated_at'] as const;
export type NamedRecordSortField = (typeof NAMED_RECORD_SORT_FIELDS)[number];

export interface NamedRecord {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
}
