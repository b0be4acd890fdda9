import { LabelledField, useControlField } from '@/records/customFields/LabelledField';

/** Digits with at most one decimal point and two decimals, as typed (the currency field). */
const CURRENCY = /^\d*(\.\d{0,2})?$/;

interface InputProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** The cost: only digits, one point and two decimals can be typed; a cost of 0 clears the field. */
export function CostField({ name, label, required }: InputProps) {
  const { field, helpers, ids, error } = useControlField<string>(name);
  return (
    <LabelledField ids={ids} label={label} error={error}>
      <input
        id={ids.id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={field.value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          if (!CURRENCY.test(typed)) return;
          void helpers.setValue(typed !== '' && !typed.endsWith('.') && Number(typed) === 0 ? '' : typed);
        }}
        onBlur={field.onBlur}
      />
    </LabelledField>
  );
}

/** A date and time, held as the input's 'YYYY-MM-DDTHH:mm'. */
export function DateTimeField({ name, label, required, disabled }: InputProps) {
  const { field, ids, error } = useControlField<string>(name);
  return (
    <LabelledField ids={ids} label={label} error={error}>
      <input
        {...field}
        id={ids.id}
        type="datetime-local"
        className={`form-control${error ? ' is-invalid' : ''}`}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
      />
    </LabelledField>
  );
}
