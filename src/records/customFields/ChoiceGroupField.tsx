import { FieldError } from '@/ui/form/FieldError';
import { useControlField } from '@/ui/form/LabelledField';

export interface ChoiceGroupFieldProps {
  name: string;
  label: string;
  options: readonly string[];
  /** Radio buttons hold one choice (a string); checkboxes several (a string[]). */
  multiple: boolean;
  required?: boolean;
}

/** A group of radio buttons or checkboxes over a field's options, as a fieldset named by its label. */
export function ChoiceGroupField({ name, label, options, multiple, required }: ChoiceGroupFieldProps) {
  const { field, helpers, ids, error } = useControlField<string | string[]>(name);
  const chosen = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];

  const toggle = (option: string, checked: boolean) => {
    if (!multiple) void helpers.setValue(option);
    else void helpers.setValue(checked ? [...chosen, option] : chosen.filter((item) => item !== option));
    void helpers.setTouched(true, false);
  };

  return (
    <fieldset
      className="mb-3"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.errorId : undefined}
    >
      <legend className="form-label fs-6">{label}</legend>
      {options.map((option, index) => {
        const optionId = `${ids.id}-${index}`;
        return (
          <div key={option} className="form-check form-check-inline">
            <input
              id={optionId}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              value={option}
              checked={chosen.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <label htmlFor={optionId} className="form-check-label">
              {option}
            </label>
          </div>
        );
      })}
      <FieldError id={ids.errorId} message={error} />
    </fieldset>
  );
}
