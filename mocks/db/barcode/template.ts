import { nowDbDate } from '../dates';
import type { Db } from '../types';

/** A stored logo: where its bytes are, its original name and its checked type. */
export interface StoredLogo {
  path: string;
  name: string;
  mime: 'image/png' | 'image/jpeg';
}

export interface BarcodeLayout {
  width: number;
  height: number;
  labels_per_row: number;
  space_between_labels: number;
  display_logo_confirmed: 0 | 1;
}

export interface BarcodeTemplateRow extends BarcodeLayout {
  id: number;
  logo_path: string | null;
  logo_name: string | null;
  logo_mime: string | null;
  logo_text: string;
  barcode_mode: string;
  created_at: string;
  updated_at: string;
}

export function findBarcodeTemplate(db: Db, id?: number): BarcodeTemplateRow | undefined {
  const sql = 'SELECT * FROM barcode_templates' + (id === undefined ? ' ORDER BY id LIMIT 1' : ' WHERE id = ?');
  return (id === undefined ? db.prepare(sql).get() : db.prepare(sql).get(id)) as BarcodeTemplateRow | undefined;
}

/** Saves the one template; returns its id. */
export function createBarcodeTemplate(db: Db, layout: BarcodeLayout, logo: StoredLogo | undefined): number {
  const now = nowDbDate();
  const result = db
    .prepare(
      `INSERT INTO barcode_templates (width, height, labels_per_row, space_between_labels, display_logo_confirmed,
         logo_path, logo_name, logo_mime, created_at, updated_at)
       VALUES (@width, @height, @labels_per_row, @space_between_labels, @display_logo_confirmed,
         @path, @name, @mime, @now, @now)`,
    )
    .run({ ...layout, path: logo?.path ?? null, name: logo?.name ?? null, mime: logo?.mime ?? null, now });
  return Number(result.lastInsertRowid);
}

/**
 * Changes the layout and, with `logo`, replaces the logo; without one, `keepLogo` false drops it.
 * Returns the path of the logo file no longer used, if any.
 */
export function updateBarcodeTemplate(
  db: Db,
  id: number,
  layout: BarcodeLayout,
  { logo, keepLogo }: { logo: StoredLogo | undefined; keepLogo: boolean },
): string | undefined {
  const before = findBarcodeTemplate(db, id);
  const next = logo ?? (keepLogo && before?.logo_path ? undefined : null);
  db.prepare(
    `UPDATE barcode_templates SET width = @width, height = @height, labels_per_row = @labels_per_row,
       space_between_labels = @space_between_labels, display_logo_confirmed = @display_logo_confirmed,
       updated_at = @now ${next === undefined ? '' : ', logo_path = @path, logo_name = @name, logo_mime = @mime'}
     WHERE id = @id`,
  ).run({
    ...layout,
    id,
    now: nowDbDate(),
    ...(next === undefined ? {} : { path: next?.path ?? null, name: next?.name ?? null, mime: next?.mime ?? null }),
  });
  return next !== undefined ? (before?.logo_path ?? undefined) : undefined;
}

/** Removes the template, so labels use the default layout again; returns its logo file's path. */
export function resetBarcodeTemplate(db: Db, id: number): string | undefined {
  const before = findBarcodeTemplate(db, id);
  db.prepare('DELETE FROM barcode_templates WHERE id = ?').run(id);
  return before?.logo_path ?? undefined;
}
