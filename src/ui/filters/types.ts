/** A chosen record of a lookup: what a multi-select shows as a chip. */
export interface Option {
  id: number;
  name: string;
}

export interface DateRange {
  from: Date;
  to: Date;
}

export type FilterField =
  | { kind: 'lookup'; name: string; label: string; dependency: string; lookupParams?: Record<string, string | number> }
  | { kind: 'dateRange'; name: string; label: string }
  /** Free text (sent as typed): `inputType` picks the keyboard (number, email). */
  | { kind: 'text'; name: string; label: string; inputType?: 'text' | 'number' | 'email' }
  /** A number range within bounds (sent as min~max). */
  | { kind: 'numberRange'; name: string; label: string; min: number; max: number }
  /** A fixed list of choices, any of which may be ticked (sent as name[i]=choice). */
  | { kind: 'choices'; name: string; label: string; choices: string[] };

export type FilterValue = Option[] | DateRange | string | string[] | undefined;

export type FilterValues = Record<string, FilterValue>;
