/** A chosen record of a lookup: what a multi-select shows as a chip. */
export interface Option {
  id: number;
  name: string;
}

export interface DateRange {
  from: Date;
  to: Date;
}

/** What every filter box has: its list parameter and its label. */
interface FilterBox {
  name: string;
  label: string;
}

/** A box whose label may be cut short (a custom field's). */
interface CutLabelBox extends FilterBox {
  /** Shows at most this many characters of the label; the whole label on hover, on focus and to screen readers. */
  labelMaxLength?: number;
}

export type FilterField =
  | (FilterBox & { kind: 'lookup'; dependency: string; lookupParams?: Record<string, string | number> })
  | (CutLabelBox & { kind: 'dateRange' })
  /** Free text (sent as typed): `inputType` picks the keyboard (number, email). */
  | (CutLabelBox & { kind: 'text'; inputType?: 'text' | 'number' | 'email' })
  /** A number range within bounds (sent as min~max). */
  | (FilterBox & { kind: 'numberRange'; min: number; max: number })
  /** A fixed list of choices, any of which may be ticked (sent as name[i]=choice). */
  | (CutLabelBox & { kind: 'choices'; choices: string[] });

export type FilterValue = Option[] | DateRange | string | string[] | undefined;

export type FilterValues = Record<string, FilterValue>;
