import { useField } from 'formik';
import { FieldError } from './FieldError';
import { useFieldErrorMessage } from './serverFieldErrors';
import { useFieldIds } from './useFieldIds';

export interface RadioChoice<V extends string> {
  value: V;
  label: string;
}

export interface RadioGroupFieldProps<V extends string> {
  name: string;
  label: string;
  choices: readonly RadioChoice<V>[];
  required?: boolean;
  disabled?: boolean;
  /** Called after the field takes a new value (e.g. to clear the fields that depended on the old one). */
  onChange?(value: V): void;
}

/** A Formik field holding one of a few values, shown as inline radio buttons in a labelled group. */
export function RadioGroupField<V extends string>({
  name,
  label,
  choices,
  required,
  disabled,
  onChange,
}: RadioGroupFieldProps<V>) {
  const [field, meta, helpers] = useField<V>(name);
  const ids = useFieldIds(name);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  return (
    <fieldset
      role="radiogroup"
      className="mb-3"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.errorId : undefined}
    >
      <legend className="form-label fs-6 mb-1">{label}</legend>
      {choices.map((choice) => {
        const id = `${ids.id}-${choice.value}`;
        return (
          <div key={choice.value} className="form-check form-check-inline">
            <input
              id={id}
              type="radio"
              className="form-check-input"
              name={name}
              value={choice.value}
              checked={field.value === choice.value}
              disabled={disabled}
              onBlur={field.onBlur}
              onChange={() => {
                void helpers.setValue(choice.value);
                onChange?.(choice.value);
              }}
            />
            <label htmlFor={id} className="form-check-label">
              {choice.label}
            </label>
          </div>
        );
      })}
      <FieldError id={ids.errorId} message={error} />
    </fieldset>
  );
}
