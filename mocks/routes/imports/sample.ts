import { stringify } from 'csv-stringify/sync';
import { assetImportAttributes } from '../../db/imports/attributes';
import type { Db } from '../../db/types';

const EXAMPLES: Record<string, string> = {
  name: 'Laptop 14',
  identifier: 'LAP-0014',
  asset_status: 'In Use',
  assigned_on: '2024-03-01 09:00',
  description: 'Imported from a file',
};

/** A CSV with the type's importable columns as headers and one example row. */
export function sampleCsv(db: Db, assetTypeId: number): string {
  const attributes = assetImportAttributes(db, assetTypeId).filter((attribute) => !attribute.hidden);
  return stringify([
    attributes.map((attribute) => attribute.label),
    attributes.map((attribute) => EXAMPLES[attribute.key] ?? ''),
  ]);
}
