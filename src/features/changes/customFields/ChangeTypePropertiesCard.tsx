import type { ChangeCustomField } from '@/api/changes';
import { CustomFieldRows } from './CustomFieldRows';
import { fieldsWithValues } from './displayValue';

export interface ChangeTypePropertiesCardProps {
  /** The change's type: the card's title. */
  changeType: { id: number; name?: string | null } | null;
  /** The change record's custom_fields; only the properties of this change type are listed. */
  fields: ChangeCustomField[];
}

/** A card titled with the change type's name listing that type's custom fields (those with a value). */
export function ChangeTypePropertiesCard({ changeType, fields }: ChangeTypePropertiesCardProps) {
  if (!changeType) return null;
  const shown = fieldsWithValues(fields.filter((field) => field.change_type_id === changeType.id));
  if (shown.length === 0) return null;
  const titleId = `sd-change-type-properties-${changeType.id}`;
  return (
    <section className="card mb-3" aria-labelledby={titleId}>
      <div className="card-header">
        <h2 id={titleId} className="h6 mb-0">
          {changeType.name ?? ''}
        </h2>
      </div>
      <div className="card-body">
        <CustomFieldRows fields={shown} />
      </div>
    </section>
  );
}
