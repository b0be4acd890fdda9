import { useControlField } from './LabelledField';
import { FieldError } from './FieldError';

interface CheckboxFieldProps {
  name: string;
  label: string;
  /** Said under the box (and read with it), e.g. why it cannot be changed. */
  hint?: string;
  disabled?: boolean;
}

/** A Formik field holding a boolean, as one checkbox with its label. */
export function CheckboxField({ name, label, hint, disabled }: CheckboxFieldProps) {
  const { field, helpers, ids, error } = useControlField<boolean>(name);
  const hintId = `${ids.id}-hint`;
  const describedBy = [hint ? hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-check mb-3">
      <input
        id={ids.id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        checked={Boolean(field.value)}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={() => void helpers.setTouched(true)}
      />
      <label htmlFor={ids.id} className="form-check-label">
        {label}
      </label>
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
