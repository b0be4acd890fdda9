import { useFormikContext } from 'formik';
import type { AssetFormField } from '@/api/assets';
import { FieldGrid } from '@/ui/form/FieldGrid';
import { DefinitionField } from '@/records/customFields/DefinitionField';
import { isShown, type AssetFormValues } from './values';

/** Types drawn across the whole width; the others sit two per row. */
const WIDE_TYPES = new Set(['htmltextarea', 'textarea', 'file', 'checkbox']);

/** The shown fields in definition order, cut into runs of narrow fields and single wide ones. */
function rowsOf(fields: readonly AssetFormField[]): AssetFormField[][] {
  const rows: AssetFormField[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (!WIDE_TYPES.has(field.type) && last && !WIDE_TYPES.has(last[0].type)) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** The definition's fields; an asset type's or department's custom fields only while it is chosen. */
export function AssetFields({ fields, assetId }: { fields: readonly AssetFormField[]; assetId?: number }) {
  const { values } = useFormikContext<AssetFormValues>();
  const shown = fields.filter((field) => isShown(field, values));
  const owner = assetId === undefined ? undefined : `sd_assets:${assetId}`;
  return (
    <>
      {rowsOf(shown).map((row) =>
        WIDE_TYPES.has(row[0].type) ? (
          <DefinitionField key={row[0].key} field={row[0]} owner={owner} />
        ) : (
          <FieldGrid key={row[0].key}>
            {row.map((field) => (
              <DefinitionField key={field.key} field={field} owner={owner} />
            ))}
          </FieldGrid>
        ),
      )}
    </>
  );
}
