import type { ChangeCustomField } from '@/api/changes';
import { displayCustomFieldValue } from './displayValue';

/** Label and value rows of custom fields. */
export function CustomFieldRows({ fields }: { fields: ChangeCustomField[] }) {
  return (
    <dl className="row mb-0">
      {fields.map((field) => (
        <div className="col-12 d-flex gap-2" key={field.id}>
          <dt className="fw-semibold">{field.label}</dt>
          <dd className="mb-1 text-break">{displayCustomFieldValue(field)}</dd>
        </div>
      ))}
    </dl>
  );
}
