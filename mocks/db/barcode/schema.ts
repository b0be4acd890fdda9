/**
 * The label sheet's layout: at most one template. Sizes are in inches; the logo's bytes are a file
 * of the upload store, named by `logo_path`.
 */
export const barcodeTables = `
CREATE TABLE barcode_templates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  width REAL NOT NULL,
  height REAL NOT NULL,
  labels_per_row INTEGER NOT NULL,
  space_between_labels REAL NOT NULL,
  display_logo_confirmed INTEGER NOT NULL DEFAULT 0 CHECK (display_logo_confirmed IN (0, 1)),
  logo_path TEXT,
  logo_name TEXT,
  logo_mime TEXT,
  logo_text TEXT NOT NULL DEFAULT '',
  barcode_mode TEXT NOT NULL DEFAULT 'system_default',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;
