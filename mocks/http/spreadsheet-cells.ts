/** What a spreadsheet reads as the start of a formula (or, for tab and CR, shifts a cell to one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's value as exported: text a spreadsheet would run as a formula is prefixed with an
 * apostrophe, so it shows as the text it is (CSV and Excel formula injection); numbers and empty
 * cells pass as they are.
 */
export function neutralisedCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
