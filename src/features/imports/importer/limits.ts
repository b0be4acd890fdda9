/** Import files must be under this many bytes; larger ones are refused before any upload. */
export const MAX_IMPORT_BYTES = 25_000_000;

/** The importer starts again this long after the mapping is submitted. */
export const IMPORT_RESET_MS = 2000;

/** The date-time formats the mapper offers, as the server names them. */
export const DATE_TIME_FORMATS = [
  'Y-m-d H:i',
  'm-d-Y H:i',
  'd-m-Y H:i',
  'Y/m/d H:i',
  'm/d/Y H:i',
  'd/m/Y H:i',
] as const;

/** What a mapped_to of no column is called. */
export const NO_MAPPING = 'No mapping';
