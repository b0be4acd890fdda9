import { RichTextEditor } from '../RichTextEditor';
import { FieldError } from './FieldError';
import { useControlField } from './LabelledField';

export interface RichTextFieldProps {
  name: string;
  label: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A Formik field holding HTML, edited with the lazily loaded RichTextEditor. */
export function RichTextField({ name, label, id, required, disabled }: RichTextFieldProps) {
  const { field, helpers, ids, error } = useControlField<string>(name, id);
  return (
    <div className="mb-3">
      <RichTextEditor
        id={ids.id}
        label={label}
        value={field.value ?? ''}
        disabled={disabled}
        required={required}
        invalid={Boolean(error)}
        describedBy={error ? ids.errorId : undefined}
        onChange={(html) => void helpers.setValue(html)}
        onBlur={() => void helpers.setTouched(true)}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
