import { useFormikContext } from 'formik';
import type { DefinitionFormField } from '@/api/forms';
import { FieldGrid } from '@/ui/form/FieldGrid';
import { DefinitionField } from './DefinitionField';
import type { DefinitionFieldValues } from './values';

/** Types drawn across the whole width; the others sit two per row. */
const WIDE_TYPES = new Set(['htmltextarea', 'textarea', 'file', 'checkbox']);

/** The shown fields in definition order, cut into runs of narrow fields and single wide ones. */
function rowsOf<Field extends DefinitionFormField>(fields: readonly Field[]): Field[][] {
  const rows: Field[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (!WIDE_TYPES.has(field.type) && last && !WIDE_TYPES.has(last[0].type)) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

export interface DefinitionFieldsProps<Field extends DefinitionFormField> {
  fields: readonly Field[];
  /** Whether a field shows with the form's current values (e.g. only while its type is chosen). */
  isShown(field: Field, values: DefinitionFieldValues): boolean;
  /** The record being edited (e.g. 'sd_assets:4'): its stored attachment gets a download link. */
  owner?: string;
}

/** A definition's fields in order, those `isShown` hides left out. */
export function DefinitionFields<Field extends DefinitionFormField>({
  fields,
  isShown,
  owner,
}: DefinitionFieldsProps<Field>) {
  const { values } = useFormikContext<DefinitionFieldValues>();
  const shown = fields.filter((field) => isShown(field, values));
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
