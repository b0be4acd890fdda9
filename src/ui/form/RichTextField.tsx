import { useField } from 'formik';
import { RichTextEditor } from '../RichTextEditor';
import { FieldError } from './FieldError';
import { useFieldIds } from './useFieldIds';
import { useFieldErrorMessage } from './serverFieldErrors';

export interface RichTextFieldProps {
  name: string;
  label: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A Formik field holding HTML, edited with the lazily loaded RichTextEditor. */
export function RichTextField({ name, label, id, required, disabled }: RichTextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name, id);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
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
