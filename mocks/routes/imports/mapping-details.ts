import { assetImportAttributes, type ImportAttribute } from '../../db/imports/attributes';
import type { ImportRecord } from '../../db/imports/store';
import type { Db } from '../../db/types';
import { NO_MAPPING } from './mapping-input';

const comparable = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The header an attribute is mapped to at first: one named like its label or key, else none. */
function suggestedColumn(attribute: ImportAttribute, headers: readonly string[]): number | typeof NO_MAPPING {
  const names = [comparable(attribute.label), comparable(attribute.key)];
  const index = headers.findIndex((header) => names.includes(comparable(header)));
  return index === -1 ? NO_MAPPING : index;
}

/** get-asset-mapping-details: the type's attributes against the file's headers. */
export function mappingDetails(db: Db, record: ImportRecord, assetTypeId: number) {
  const attributes = assetImportAttributes(db, assetTypeId);
  return {
    columns_to_import: attributes.map((attribute) => ({
      uuid: attribute.key,
      label: attribute.label,
      type: attribute.kind,
      required: attribute.required,
      hidden: attribute.hidden,
      nested: attribute.nested,
      description: attribute.description,
      mapped_to: attribute.hidden ? NO_MAPPING : suggestedColumn(attribute, record.headers),
    })),
    csv_headers_for_mapping: record.headers.map((name, id) => ({ id, name })),
    handle_date_field: attributes.some((attribute) => attribute.kind === 'date'),
  };
}
